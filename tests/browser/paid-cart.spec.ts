/**
 * A paid cart is an order, not a cart: wherever it was checked out (in another tab, or elsewhere)
 * the organizer page's badge says 0, the drawer leads to the order, and the next photo starts a
 * new cart. Handed over to the hosted shop, the cart's lines move into the shop's own cart
 * (PRODUCT.md §entities-cart-handover): back on the organizer page it is empty.
 */
import type { Page } from '@playwright/test';
import { call } from './cart-sandbox';
import { expect, test } from './fixtures';
import { payInShop, RUNNER } from './order-sandbox';
import { urls } from './urls';

const cartButton = (page: Page) => page.locator('racelens-cart-drawer').getByRole('button', { name: /^Cart, / });
const cartId = (page: Page) => page.evaluate(() => sessionStorage.getItem('cartId'));

async function addPhoto(page: Page, n: number): Promise<void> {
  const gallery = page.locator('racelens-event-gallery');
  await gallery.getByRole('button', { name: `Photo ${n} of 240`, exact: true }).click();
  const viewer = gallery.getByRole('dialog', { name: 'Photo viewer' });
  await viewer.getByRole('button', { name: /^Add the photo for/ }).click();
  await expect(viewer.getByRole('button', { name: 'In the cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function itemsOf(page: Page, id: string | null): Promise<number> {
  const response = await page.request.get(`${urls.api}/public/cart-service/api/v1/shoppingCarts/${id}`);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

test('handed over and paid on the shop, back on the organizer page: badge 0, the cart says it is gone, the next photo starts a new cart', async ({
  page,
  errors,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${urls.examples}/organizer/`);
  await addPhoto(page, 1);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  const handedCart = await cartId(page);
  await cartButton(page).click();
  await page.locator('racelens-cart-drawer').getByRole('button', { name: 'Go to checkout' }).click();
  await page.waitForURL(`${urls.shop}/order`);
  await expect(page.locator('racelens-checkout').getByText('These items came from a link on another site', { exact: false })).toBeVisible();
  await payInShop(page);

  // Back through the pay page to the organizer's page, as the browser's back button goes.
  while (!page.url().startsWith(`${urls.examples}/organizer/`)) await page.goBack();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await cartButton(page).click();
  const drawer = page.locator('racelens-cart-drawer').getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByText('Your cart was cleared.', { exact: false })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Go to checkout' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The same photo again: it is in the paid order, not in a cart, so it can be bought anew.
  await addPhoto(page, 1);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  const newCart = await cartId(page);
  expect(newCart).not.toBe(handedCart);
  expect(await itemsOf(page, newCart)).toBe(1);

  // A reload reads the new cart, and the handed-over one stays out of the badge.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  expect(errors).toEqual([]);
});

test('checked out in another tab: the badge says 0 once the tab is shown again or comes back from the page cache', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${urls.examples}/organizer/`);
  const returns: Array<[string, () => Promise<unknown>]> = [
    ['visibilitychange', () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))],
    ['pageshow from the page cache', () => page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))],
  ];
  for (const [name, comeBack] of returns) {
    await addPhoto(page, 2);
    await expect(cartButton(page), name).toHaveAccessibleName('Cart, 1 item');
    // Checked out elsewhere (another tab, the organizer's own checkout): the cart is an order now.
    const id = encodeURIComponent((await cartId(page))!);
    expect((await call('PUT', `/public/cart-service/api/v1/shoppingCarts/${id}/customer`, { email: RUNNER })).status).toBe(204);
    expect((await call('POST', `/public/cart-service/api/v1/shoppingCarts/${id}`, {})).status).toBe(200);
    // Nothing told this tab yet.
    await expect(cartButton(page), name).toHaveAccessibleName('Cart, 1 item');
    await comeBack();
    await expect(cartButton(page), name).toHaveAccessibleName('Cart, 0 items');
  }
});
