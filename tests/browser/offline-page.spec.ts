/**
 * The hosted shop offline (ARCHITECTURE.md §offline-page): a navigation made while the network is
 * away — above all the payment page sending the visitor back — shows our own page in the
 * visitor's language instead of the browser's error page, and that page goes on by itself to
 * the page asked for once the network is back.
 */
import { expect, test } from './fixtures';
import { CARDS, createPayment, orderPage, placeOrder } from './order-sandbox';
import { urls } from './urls';
import { offlineOnTheWayBack } from './way-back';

test.use({ viewport: { width: 390, height: 844 } });

test('offline, the way back to an order lands on our page, which goes on to the order by itself once online', async ({ page, context }) => {
  await page.goto(`${urls.shop}/contacts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  await page.goto(`${urls.shop}/my-account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for the network' })).toBeVisible();
  await expect(page.getByText('This page goes on by itself as soon as the connection is back')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible({ timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe('/my-account');
});

test('the offline page speaks the language the visitor chose in the shop', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('appLanguage', 'de'));
  await page.goto(`${urls.shop}/contacts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // The worker has taken note of it (the one thing it keeps).
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('racelens-offline-page')).match('/racelens/language'))?.text())).toBe('de');
  await context.setOffline(true);
  await page.goto(`${urls.shop}/contacts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Warten auf das Netz' })).toBeVisible();
  await context.setOffline(false);
});

test('the network goes the moment the pay page sends the visitor back: our page, then the paid order, without a tap', async ({ page, context, errors }) => {
  const { orderId, invoiceId } = await placeOrder({ photos: 1 });
  // A visit to the shop first, as the checkout before the pay page was: the worker is in place.
  await page.goto(`${urls.shop}/contacts`);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.goto(await createPayment(invoiceId, orderId));
  await page.getByLabel('Card number').fill(CARDS.approve);
  const back = await offlineOnTheWayBack(page, context, urls.api);
  await page.getByRole('button', { name: /^Pay / }).click();
  await back.offline;
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for the network' })).toBeVisible();
  expect(page.url()).toBe(orderPage(orderId));

  await context.setOffline(false);
  await expect(page.locator('racelens-order-status').getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  expect(page.url()).toBe(orderPage(orderId));
  expect(errors).toEqual([]);
});
