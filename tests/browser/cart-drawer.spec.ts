/**
 * <racelens-cart-drawer> on an organizer's page (examples/pages/cart): the cart button with its
 * badge, the side drawer, keyboard use, host events, and the cart following the visitor across
 * the organizer's pages and reloads.
 */

import { call, freshCode, seedCart, useCart } from './cart-sandbox';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { networkNoticesLoaded } from './network-notices';
import { urls } from './urls';

const cartButton = (page: import('@playwright/test').Page) => page.locator('racelens-cart-drawer').getByRole('button', { name: /^Cart, / });

test('the badge counts the lines, the drawer opens and closes by keyboard, focus returns', async ({ page, errors }) => {
  void errors;
  const id = await seedCart({ photos: 2, allMyPhotos: true });
  const code = freshCode('SAVE10');
  expect((await call('POST', `/public/cart-service/api/v1/shoppingCarts/${id}/promotionalCodes`, { code })).status).toBe(204);
  await useCart(page, id);
  await page.goto(`${urls.examples}/cart/`);

  // Two photos, the package and the event's promo code (PRODUCT.md §routes-cart-badge).
  const button = cartButton(page);
  await expect(button).toHaveAccessibleName('Cart, 4 items');
  await expect(page.locator('#host-count')).toHaveText('4');
  await expectNoA11yViolations(page);

  await button.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('listitem').filter({ hasText: 'All my photos' })).toContainText('€26.91');
  await expect(drawer.getByText(`Promo code ${code} applied`)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});

test('removing in the drawer updates the badge and tells the host page', async ({ page }) => {
  await useCart(page, await seedCart({ photos: 3 }));
  await page.goto(`${urls.examples}/cart/`);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await page.evaluate(() => {
    (window as unknown as { changes: unknown[] }).changes = [];
    document.addEventListener('racelens:cart-change', (e) => (window as unknown as { changes: unknown[] }).changes.push((e as CustomEvent).detail));
  });
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await drawer
    .getByRole('button', { name: /^Remove .+ from the cart$/ })
    .first()
    .click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(page.locator('#host-count')).toHaveText('2');
  expect(await page.evaluate(() => (window as unknown as { changes: unknown[] }).changes)).toEqual([{ count: 2, totalAmount: 13.8, currencyId: 978 }]);
});

test('the cart survives a reload and a round trip to another page of the site', async ({ page }) => {
  await useCart(page, await seedCart({ photos: 1 }));
  await page.goto(`${urls.examples}/cart/`);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(/results\.html$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await page.getByRole('link', { name: 'Riga City Run' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

test('an empty cart says so; "Go to checkout" leads to the shop\'s /order', async ({ page }) => {
  await page.goto(`${urls.examples}/cart/`);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByText('Your cart is empty')).toBeVisible();
  await page.keyboard.press('Escape');

  await useCart(page, await seedCart({ photos: 1 }));
  await page.goto(`${urls.examples}/cart/results.html`);
  await cartButton(page).click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(`${urls.shop}/order`);
});

test("checkout-url sends the visitor to the organizer's own checkout page", async ({ page }) => {
  await useCart(page, await seedCart({ photos: 1 }));
  await page.goto(`${urls.examples}/cart/`);
  await page.locator('racelens-cart-drawer').evaluate((el) => el.setAttribute('checkout-url', 'checkout.html'));
  await cartButton(page).click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(`${urls.examples}/cart/checkout.html`);
  await expect(page.locator('racelens-checkout').getByRole('textbox', { name: 'E-mail address for delivery' })).toBeVisible();
});

test('offline, the open drawer says so calmly; the notice goes when the network is back', async ({ page, context }) => {
  await useCart(page, await seedCart({ photos: 1 }));
  await page.goto(`${urls.examples}/cart/`);
  const notices = networkNoticesLoaded(page);
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await notices;
  const notice = drawer.getByRole('status').filter({ hasText: 'You are offline.' });
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
});
