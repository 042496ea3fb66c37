/**
 * Coming back to an order never paid at the provider (the tab closed on the pay page): after
 * 10 s of checking (src/ui/use-slow.ts) the order page offers to pay — the retry and the change of
 * method of PRODUCT.md §routes-order-paid — instead of checking for ever; an order paid meanwhile
 * still turns to paid, reported once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CARDS, createPayment, getOrder, orderPage, placeOrder, purchasesIn, submitPayPage } from './order-sandbox';
import { urls } from './urls';

test.use({ viewport: { width: 390, height: 844 } });

const widget = (page: Page) => page.locator('racelens-order-status');
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

test('a payment left on the pay page: the order page offers to pay, and paying completes the order', async ({ page }) => {
  const { orderId, invoiceId } = await placeOrder();
  await createPayment(invoiceId, orderId);
  // A new tab on the order page; nothing was paid at the provider.
  await page.goto(orderPage(orderId));
  const view = widget(page);
  const unpaid = view.getByText('No payment has reached us for this order yet');
  await expect(unpaid).toBeVisible({ timeout: 15_000 });
  await expect(view.getByText('Checking the payment…')).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Change the payment method' })).toBeVisible();

  await view.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
  await page.getByLabel('Card number').fill(CARDS.approve);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  expect((await getOrder(orderId)).state).toBe('Completed');
  expect(purchasesIn(await dataLayer(page))).toHaveLength(1);
});

test('no payment at all (the tab closed right after Pay): the ways to pay at once, and Check again never takes them away', async ({ page }) => {
  const { orderId } = await placeOrder();
  await page.goto(orderPage(orderId));
  const view = widget(page);
  const unpaid = view.getByText('No payment has reached us for this order yet');
  await expect(unpaid).toBeVisible();
  // Long before the 10 s after which a payment on its way is given up on.
  expect(await page.evaluate(() => performance.now())).toBeLessThan(10_000);
  await expect(view.getByRole('button', { name: 'Change the payment method' })).toBeVisible();
  for (let tap = 0; tap < 3; tap++) {
    const checked = page.waitForResponse((r) => r.url().endsWith('/payments'));
    await view.getByRole('button', { name: 'Check again' }).click();
    await checked;
    await expect(unpaid).toBeVisible();
    await expect(view.getByText('Checking the payment…')).toHaveCount(0);
  }
});

test('paid meanwhile at the provider: the offer gives way to the paid order, reported once', async ({ page }) => {
  const { orderId, invoiceId } = await placeOrder();
  const payUrl = await createPayment(invoiceId, orderId);
  await page.goto(orderPage(orderId));
  const view = widget(page);
  await expect(view.getByText('No payment has reached us for this order yet')).toBeVisible({ timeout: 15_000 });
  await submitPayPage(payUrl, CARDS.approve);
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  await expect(view.getByText('No payment has reached us for this order yet')).toHaveCount(0);
  expect(purchasesIn(await dataLayer(page))).toHaveLength(1);
});
