/**
 * A paid cart is an order, not a cart: wherever the visitor paid (the shop in the same tab, or
 * another tab) the organizer page's badge says 0, the drawer leads to the order, and the next
 * photo starts a new cart.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CARDS } from './order-sandbox';
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

/** Checks out the shop's /order page and pays on the sandbox pay page; returns the order id. */
async function pay(page: Page): Promise<string> {
  const checkout = page.locator('racelens-checkout');
  await checkout.getByRole('textbox', { name: 'E-mail address for delivery' }).fill('runner@example.com');
  await checkout.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
  await page.getByLabel('Card number').fill(CARDS.approve);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(new RegExp(`^${urls.shop}/order/`));
  await expect(page.locator('racelens-order-status').getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

async function itemsOf(page: Page, id: string | null): Promise<number> {
  const response = await page.request.get(`${urls.api}/public/cart-service/api/v1/shoppingCarts/${id}`);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

test('paid on the shop, back on the organizer page: badge 0, the drawer leads to the order, the next photo starts a new cart', async ({ page, errors }) => {
  test.setTimeout(60_000);
  await page.goto(`${urls.examples}/organizer/`);
  await addPhoto(page, 1);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  const paidCart = await cartId(page);
  await cartButton(page).click();
  await page.locator('racelens-cart-drawer').getByRole('button', { name: 'Go to checkout' }).click();
  await page.waitForURL(`${urls.shop}/order`);
  const orderId = await pay(page);

  // Back through the pay page to the organizer's page, as the browser's back button goes.
  while (!page.url().startsWith(`${urls.examples}/organizer/`)) await page.goBack();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await cartButton(page).click();
  const drawer = page.locator('racelens-cart-drawer').getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('link', { name: 'Go to your order' })).toHaveAttribute('href', `${urls.shop}/order/${encodeURIComponent(orderId)}`);
  await expect(drawer.getByRole('button', { name: 'Go to checkout' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The same photo again: it is in the paid order, not in a cart, so it can be bought anew.
  await addPhoto(page, 1);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  const newCart = await cartId(page);
  expect(newCart).not.toBe(paidCart);
  expect(await itemsOf(page, newCart)).toBe(1);

  // A reload reads the paid cart's successor, and the paid one stays out of the badge.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  expect(errors).toEqual([]);
});

test('paid in another tab: the badge says 0 once the tab is shown again or comes back from the page cache', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto(`${urls.examples}/organizer/`);
  const returns: Array<[string, () => Promise<unknown>]> = [
    ['visibilitychange', () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))],
    ['pageshow from the page cache', () => page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))],
  ];
  for (const [name, comeBack] of returns) {
    await addPhoto(page, 2);
    await expect(cartButton(page), name).toHaveAccessibleName('Cart, 1 item');
    const other = await context.newPage();
    await other.goto(`${urls.shop}/order?cart=${encodeURIComponent((await cartId(page))!)}`);
    await pay(other);
    await other.close();
    // Nothing told this tab yet.
    await expect(cartButton(page), name).toHaveAccessibleName('Cart, 1 item');
    await comeBack();
    await expect(cartButton(page), name).toHaveAccessibleName('Cart, 0 items');
  }
});
