/**
 * My account (PRODUCT.md §routes-my-account, PRODUCT.md §roles-account): sign-in required; the
 * signed-in customer's order history, newest first with 'show more', and one order with its items
 * and downloads.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { jwtFor, ordersOf, placeOrder, RUNNER } from './order-sandbox';
import { urls } from './urls';

const widget = (page: Page) => page.locator('racelens-my-account');

/**
 * The host page hands the SSO token to the SDK before the loader runs
 * (PRODUCT.md §entities-settings).
 */
async function signIn(page: Page, token: string) {
  await page.addInitScript((authToken) => {
    (window as unknown as { Racelens: unknown }).Racelens = { q: [['configure', { authToken }]] };
  }, token);
}

test('without sign-in: a sign-in notice and action, never the orders', async ({ page, errors }) => {
  const orderCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/order-service/') && orderCalls.push(r.url()));
  await page.goto(`${urls.shop}/my-account`);
  const view = widget(page);
  await expect(view.getByText('Sign in to see your orders')).toBeVisible();
  await page.evaluate(() => {
    document.addEventListener('racelens:sign-in', (e) => ((window as unknown as { signIn: unknown }).signIn = (e as CustomEvent).detail));
  });
  await view.getByRole('button', { name: 'Sign in' }).click();
  expect(await page.evaluate(() => (window as unknown as { signIn: unknown }).signIn)).toEqual({ returnTo: `${urls.shop}/my-account` });
  await expectNoA11yViolations(page, 'racelens-my-account');

  await page.goto(`${urls.shop}/my-account/order/anything`);
  await expect(view.getByText('Sign in to see your orders')).toBeVisible();
  expect(orderCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test('signed in: the order history newest first, with show more', async ({ page, errors }) => {
  // 4 seeded orders plus 7: more than one page of 10.
  for (let i = 0; i < 7; i++) await placeOrder({ email: RUNNER, photos: 1 });
  const all = (await ordersOf(RUNNER)) as { items: Array<{ number: string; createdOn: string }>; total: number };
  expect(all.total).toBeGreaterThan(10);
  const token = jwtFor(RUNNER);
  await signIn(page, token);
  await page.goto(`${urls.shop}/my-account`);
  const view = widget(page);
  const links = view.getByRole('link', { name: /^Order RL-/ });
  await expect(links).toHaveCount(10);
  const expected = [...all.items].sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn)).map((o) => o.number);
  const shown = async () => (await links.allTextContents()).map((text) => text.match(/^Order (\S+)/)![1]);
  expect(await shown()).toEqual(expected.slice(0, 10));
  await expectNoA11yViolations(page, 'racelens-my-account');

  // Other tests of the run may have placed orders for the same runner: a page of 10 a tap.
  for (let pages = 1; pages * 10 < all.total; pages++) {
    await view.getByRole('button', { name: 'Show more orders' }).click();
    await expect(links).toHaveCount(Math.min(all.total, (pages + 1) * 10));
  }
  expect(await shown()).toEqual(expected);
  await expect(view.getByRole('button', { name: 'Show more orders' })).toHaveCount(0);

  // The token is sent to the API, never written into the page.
  const html = await page.evaluate(() => {
    const parts = [document.documentElement.outerHTML];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) parts.push(el.shadowRoot.innerHTML);
    return parts.join('\n');
  });
  expect(html).not.toContain(token);
  expect(errors).toEqual([]);
});

test('signed in: one order with its items and downloads, and back to the list', async ({ page, errors }) => {
  const all = (await ordersOf(RUNNER)) as { items: Array<{ orderId: string; number: string; state: string; items: unknown[] }> };
  const paid = all.items.find((o) => o.state === 'Completed')!;
  await signIn(page, jwtFor(RUNNER));
  await page.goto(`${urls.shop}/my-account`);
  const view = widget(page);
  await view.getByRole('link', { name: new RegExp(`^Order ${paid.number} `) }).click();
  await expect(page).toHaveURL(`${urls.shop}/my-account/order/${paid.orderId}`);
  await expect(view.getByRole('heading', { name: `Order ${paid.number}` })).toBeVisible();
  await expect(view.getByText('Paid', { exact: true })).toBeVisible();
  await expect(view.getByRole('button', { name: /^Download item \d+:/ })).toHaveCount(paid.items.length);
  await expect(view.getByRole('button', { name: 'Download the CSV spreadsheet' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Prepare an archive of the order' })).toBeVisible();
  await expectNoA11yViolations(page, 'racelens-my-account');

  const [download] = await Promise.all([page.waitForEvent('download'), view.getByRole('button', { name: 'Download item 1:', exact: false }).first().click()]);
  expect(download.suggestedFilename()).toMatch(/\.(svg|zip|mp4)$/);

  // Looking at an old order is not a purchase.
  expect(
    await page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((e) => e.event === 'purchase')),
  ).toEqual([]);

  await view.getByRole('link', { name: 'Back to my orders' }).click();
  await expect(page).toHaveURL(`${urls.shop}/my-account`);
  await expect(view.getByRole('link', { name: /^Order RL-/ }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
