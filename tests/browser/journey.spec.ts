/**
 * The whole way through the real widgets in the standalone shop: find
 * my photos by bib number, add from the gallery, a promo code error and a working code in the
 * cart, check out, pay on the sandbox pay page, and land on the order page — approved, and the
 * same with a declined card.
 */
import type { Page } from '@playwright/test';
import { freshCode } from './cart-sandbox';
import { expect, test } from './fixtures';
import { CARDS } from './order-sandbox';
import { urls } from './urls';

const go = (page: Page, path: string) => page.evaluate((p) => document.dispatchEvent(new CustomEvent('racelens:navigate', { detail: { path: p } })), path);
const cartButton = (page: Page) => page.locator('racelens-cart-drawer[slot="cart"]').getByRole('link', { name: /^Cart, / });

async function searchAndAdd(page: Page): Promise<void> {
  await page.goto(`${urls.shop}/search?event=101`);
  const search = page.locator('racelens-photo-search');
  await search.getByRole('textbox', { name: 'Bib number', exact: true }).fill('1234');
  await search.getByRole('textbox', { name: 'Surname', exact: true }).fill('Berzina');
  await search.getByRole('button', { name: 'Find photos' }).click();
  await expect(search.getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();

  // Client-side navigation keeps the page's store: the gallery knows the runner.
  await go(page, '/event/101');
  const gallery = page.locator('racelens-event-gallery');
  await gallery.getByRole('tab', { name: 'My photos' }).click();
  await gallery.getByRole('button', { name: 'Buy all my photos for €29.90' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
}

async function checkOutAndPay(page: Page, card: string): Promise<string> {
  await go(page, '/order');
  const checkout = page.locator('racelens-checkout');
  await checkout.getByRole('textbox', { name: 'E-mail address for delivery' }).fill('runner@example.com');
  await checkout.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(new RegExp(`^${urls.shop}/order/`));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

test('search, add, promo codes, checkout, pay: the order page shows the paid order', async ({ page, errors }) => {
  await searchAndAdd(page);

  await go(page, '/cart');
  const cart = page.locator('racelens-cart-drawer[inline]');
  const field = cart.getByRole('textbox', { name: 'Promo code' });
  await field.fill('EXPIRED10');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(field).toHaveAccessibleDescription('This promo code has expired');
  // A 10% code (the gift code would make this cart free, with no pay page: see cart.spec.ts).
  const code = freshCode('SAVE10');
  await field.fill(code);
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText(`Promo code ${code} applied`)).toBeVisible();

  const orderId = await checkOutAndPay(page, CARDS.approve);
  await expect(page.locator('racelens-order-status').getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  const pending = await page.evaluate(() => localStorage.getItem('pendingOrders'));
  expect(pending ?? '').not.toContain(orderId);
  expect(errors).toEqual([]);
});

test('the same with a declined card: the order page says so and offers a retry', async ({ page }) => {
  await searchAndAdd(page);
  await checkOutAndPay(page, CARDS.decline);
  const status = page.locator('racelens-order-status');
  await expect(status.getByText('Unable to pay the order')).toBeVisible({ timeout: 15_000 });
  await expect(status.getByRole('button', { name: 'Try again' })).toBeVisible();
});
