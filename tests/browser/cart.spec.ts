/**
 * The cart (PRODUCT.md §routes-cart, PRODUCT.md §entities-cart, PRODUCT.md §states-cart,
 * PRODUCT.md §calls-carts, PRODUCT.md §errors-promo): the shop's /cart page (`<racelens-cart-drawer
 * inline>`) against the sandbox, with carts seeded through the API.
 */

import { addFault, call, clearFaults, freshCode, getCart, seedCart, useCart } from './cart-sandbox';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { urls } from './urls';

const cartPage = (page: import('@playwright/test').Page) => page.locator('racelens-cart-drawer[inline]');

test.afterEach(async () => {
  await clearFaults();
});

test('lines grouped by event with their prices, the total, and no a11y violation', async ({ page, errors }) => {
  void errors;
  await useCart(page, await seedCart({ photos: 2, allMyPhotos: true }));
  await page.goto(`${urls.shop}/cart`);
  const cart = cartPage(page);
  const group = cart.getByRole('region', { name: /Event: Riga City Run/ });
  await expect(group.getByRole('listitem')).toHaveCount(3);
  await expect(group.getByRole('listitem').filter({ hasText: 'All my photos' })).toContainText('€29.90');
  await expect(group.getByRole('listitem').filter({ hasText: /photo/i }).first()).toContainText('€');
  await expect(cart.locator('.rl-cart-totals')).toContainText('Total€43.70');
  await expectNoA11yViolations(page);
});

test('every promo-code error of PRODUCT.md §errors-promo shows under the field, tied to it', async ({ page }) => {
  await useCart(page, await seedCart({ photos: 1 }));
  await page.goto(`${urls.shop}/cart`);
  const cart = cartPage(page);
  const field = cart.getByRole('textbox', { name: 'Promo code' });
  const apply = cart.getByRole('button', { name: 'Apply' });

  const expectError = async (code: string, text: string) => {
    await field.fill(code);
    await apply.click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await field.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(cart.locator(`[id="${describedBy}"]`)).toHaveText(text);
  };

  await expectError('EXPIRED10', 'This promo code has expired');
  await expectError('INACTIVE10', 'This promo code is not active');
  await expectError('LIMIT10', 'The promo code usage limit has been reached');
  await expectError('RESTRICTED10', 'This promo code is not valid on selected items');
  await expectError('NO-SUCH-CODE', 'Promo code not found');

  // A working code, then CONFLICT10 conflicts with it.
  const save = freshCode('SAVE10');
  await field.fill(save);
  await apply.click();
  await expect(cart.getByText(`Promo code ${save} applied`)).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expectError('CONFLICT10', 'This promo code conflicts with another promo code in Cart');
  await expectNoA11yViolations(page);

  // A failure of no known kind shows the server's error body (PRODUCT.md §calls-carts)…
  await addFault({ match: 'POST /promotionalCodes$', status: 503, times: 1 });
  await expectError(freshCode('SAVE10'), 'Injected fault: status 503');
  // …and without any answer, the unknown error.
  await page.route('**/promotionalCodes', (route) => route.abort('connectionreset'));
  await expectError(freshCode('SAVE10'), 'An error occurred while adding a promo code');
});

test('promo-code errors in German', async ({ page }) => {
  await useCart(page, await seedCart({ photos: 1 }), { lang: 'de' });
  await page.goto(`${urls.shop}/cart`);
  const cart = cartPage(page);
  const field = cart.getByRole('textbox', { name: 'Aktionscode' });
  for (const [code, text] of [
    ['EXPIRED10', /abgelaufen/],
    ['NOPE-NOPE', /nicht gefunden/],
  ] as const) {
    await field.fill(code);
    await cart.getByRole('button', { name: 'Einlösen' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(cart.locator(`[id="${await field.getAttribute('aria-describedby')}"]`)).toHaveText(text);
  }
});

test('a gift code makes the all-my-photos package free: price 0 and the discount shown', async ({ page }) => {
  const id = await seedCart({ photos: 1, allMyPhotos: true });
  await useCart(page, id);
  await page.goto(`${urls.shop}/cart`);
  const cart = cartPage(page);
  await cart.getByRole('textbox', { name: 'Promo code' }).fill(freshCode('GIFT'));
  await cart.getByRole('button', { name: 'Apply' }).click();
  const line = cart.getByRole('listitem').filter({ hasText: 'All my photos' });
  await expect(line.locator('del')).toContainText('€29.90');
  await expect(line.locator('.rl-cart-line__amount')).toHaveText('€0.00');
  const totals = cart.locator('.rl-cart-totals');
  await expect(totals).toContainText('Subtotal€36.80');
  await expect(totals).toContainText('Discount−€29.90');
  await expect(totals).toContainText('Total€6.90');
  expect((await getCart(id)).promotionalCodes).toHaveLength(1);
});

test('remove one line, several, then clear the cart; analytics hears each removal', async ({ page }) => {
  const id = await seedCart({ photos: 4 });
  await useCart(page, id);
  await page.goto(`${urls.shop}/cart`);
  const cart = cartPage(page);
  const lines = cart.getByRole('listitem');
  await expect(lines).toHaveCount(4);

  await cart
    .getByRole('button', { name: /^Remove .+ from the cart$/ })
    .first()
    .click();
  await expect(lines).toHaveCount(3);

  const boxes = cart.getByRole('checkbox', { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await cart.getByRole('button', { name: 'Remove 2 selected items' }).click();
  await expect(lines).toHaveCount(1);

  await cart.getByRole('button', { name: 'Clear the cart' }).click();
  await cart.getByRole('button', { name: 'Yes, clear the cart' }).click();
  await expect(cart.getByText('Your cart is empty')).toBeVisible();
  expect((await getCart(id)).state).toBe('Deleted');
  expect(await page.evaluate(() => sessionStorage.getItem('cartId'))).toBeNull();

  const removals = await page.evaluate(() =>
    ((window as unknown as { dataLayer: Array<{ event: string; ecommerce: any }> }).dataLayer ?? []).filter((e) => e.event === 'removeFromCart'),
  );
  expect(removals.map((e) => e.ecommerce.remove.products.length)).toEqual([1, 2, 1]);
  expect(removals[0]!.ecommerce).toMatchObject({ currencyCode: 'EUR', remove: { products: [{ category: 'Photo', quantity: 1 }] } });
});

test('a cart cleared elsewhere (Deleted) is dropped and the visitor is told', async ({ page }) => {
  const id = await seedCart({ photos: 1 });
  expect((await call('DELETE', `/public/cart-service/api/v1/shoppingCarts/${id}`)).status).toBe(204);
  await useCart(page, id);
  await page.goto(`${urls.shop}/cart`);
  await expect(cartPage(page).getByText('Your cart was cleared.', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cartId'))).toBeNull();
});

test('a failed fetch says so, keeps the cart id, and a retry brings the cart back', async ({ page }) => {
  const id = await seedCart({ photos: 1 });
  await addFault({ match: `GET ^/public/cart-service/api/v1/shoppingCarts/${id}$`, status: 500, times: 3 });
  await useCart(page, id);
  await page.goto(`${urls.shop}/cart`);
  const cart = cartPage(page);
  await expect(cart.getByRole('alert')).toContainText('The Cart could not be loaded');
  expect(await page.evaluate(() => sessionStorage.getItem('cartId'))).toBe(id);
  await cart.getByRole('button', { name: 'Try again' }).click();
  await expect(cart.getByRole('listitem')).toHaveCount(1);
});

test('the cart keeps its Language attribute current', async ({ page }) => {
  const id = await seedCart({ photos: 1 });
  await useCart(page, id, { lang: 'de' });
  await page.goto(`${urls.shop}/cart`);
  await expect(cartPage(page).getByRole('listitem')).toHaveCount(1);
  // A cart made elsewhere (here: through the API, with no attributes) is brought up to date.
  await expect
    .poll(async () => (await getCart(id)).attributes)
    .toEqual([
      { key: 'Language', value: 'de' },
      { key: 'Theme', value: 'MySport' },
    ]);
  // The visitor switches language: the cart follows (PRODUCT.md §entities-cart-attributes).
  await page.evaluate(() => (window as unknown as { Racelens: { configure(c: object): void } }).Racelens.configure({ lang: 'cs' }));
  await expect.poll(async () => (await getCart(id)).attributes).toEqual(expect.arrayContaining([{ key: 'Language', value: 'cs' }]));
  await expect(cartPage(page).getByRole('button', { name: 'Vyprázdnit košík' })).toBeVisible();
});
