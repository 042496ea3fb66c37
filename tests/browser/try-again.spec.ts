/**
 * "Try again" repeats exactly the step that failed (src/api/CONTRACT.md "Retries"): on a phone, a
 * fault at one platform call outlasting the request core's own retries shows the failure with
 * "Try again"; once the network is back, one tap goes on — no reload, nothing retyped, and one
 * payment only.
 */
import type { Page } from '@playwright/test';
import { addFault, call, clearFaults, getCart, seedCart, useCart } from './cart-sandbox';
import { expect, test } from './fixtures';
import { CARDS, createPayment, orderPage, placeOrder, submitPayPage } from './order-sandbox';
import { texts, widget } from './photo-search-support';
import { urls } from './urls';

const en = texts('en');
test.use({ viewport: { width: 390, height: 844 } });
test.afterEach(async () => {
  await clearFaults();
});

/** Counts the page's own navigations (a reload among them) from now on. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count++;
  });
  return () => count;
}

const checkout = (page: Page) => page.locator('racelens-checkout');

/** The checkout of a fresh cart, filled in and paid once with the fault in place. */
async function payInto(page: Page, fault: Record<string, unknown>): Promise<string> {
  const cartId = await seedCart({ photos: 2 });
  await useCart(page, cartId);
  await page.goto(`${urls.shop}/order`);
  const pay = checkout(page).getByRole('button', { name: /^Pay / });
  await expect(pay).toBeEnabled();
  await checkout(page).getByRole('textbox', { name: 'E-mail address for delivery' }).fill('runner@example.com');
  await checkout(page)
    .getByRole('checkbox', { name: /I accept the terms and conditions/ })
    .check();
  await addFault(fault);
  await pay.click();
  return cartId;
}

/** The failure is shown with its "Try again"; the network comes back; one tap reaches the pay page. */
async function tryAgainToPayPage(page: Page, message: string | RegExp) {
  const notice = checkout(page).getByRole('alert').filter({ hasText: message });
  await expect(notice).toBeVisible();
  await clearFaults();
  const navigations = countNavigations(page);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
  expect(navigations(), 'only the way to the pay page').toBe(1);
}

test('saving the delivery details: the connection fails, "Try again" goes on to the pay page', async ({ page }) => {
  await payInto(page, { match: 'PUT /customer$', status: 503 });
  await tryAgainToPayPage(page, 'The connection failed. Your details are kept: try again.');
});

test('creating the payment: the answer is lost, "Try again" creates one payment and goes on', async ({ page }) => {
  const cartId = await payInto(page, { match: 'POST /payments$', drop: true });
  await tryAgainToPayPage(page, 'The connection failed. Your details are kept: try again.');
  const { orderId } = await getCart(cartId);
  const order = (await call('GET', `/public/order-service/api/v1/orders/${orderId}`)).json;
  const payments = (await call('GET', `/public/invoice-service/api/v1/invoices/${order.invoiceId}/payments`)).json.items;
  expect(payments).toHaveLength(1);
});

test('loading the event: a 502 page outlasts the retries, "Try again" shows the search form', async ({ page }) => {
  await addFault({ match: 'GET ^/public/photo-service/api/v1/events/101$', status: 502 });
  await page.goto(`${urls.shop}/search?event=101`);
  const search = widget(page);
  const notice = search.getByRole('alert').filter({ hasText: en['common.error']! });
  await expect(notice).toBeVisible();
  await clearFaults();
  const navigations = countNavigations(page);
  await notice.getByRole('button', { name: en['common.retry']! }).click();
  await expect(search.getByRole('textbox', { name: en['search.bibLabel']!, exact: true })).toBeVisible();
  expect(navigations()).toBe(0);
});

test('the search: no answer at all, "Try again" finds the photos with what was typed', async ({ page }) => {
  await page.goto(`${urls.shop}/search?event=101`);
  const search = widget(page);
  await search.getByRole('textbox', { name: en['search.bibLabel']!, exact: true }).fill('1234');
  await search.getByRole('textbox', { name: en['search.surnameLabel']!, exact: true }).fill('Berzina');
  await addFault({ match: 'POST /token$', drop: true });
  await search.getByRole('button', { name: en['search.submit']! }).click();
  const notice = search.getByRole('alert').filter({ hasText: en['common.error']! });
  await expect(notice).toBeVisible();
  await clearFaults();
  const navigations = countNavigations(page);
  await notice.getByRole('button', { name: en['common.retry']! }).click();
  await expect(search.getByRole('region', { name: en['search.resultsTitle'] }).getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();
  expect(navigations()).toBe(0);
});

test('the order\'s archive: the platform keeps failing, its own "Try again" prepares it, no reload', async ({ page }) => {
  const { orderId, invoiceId } = await placeOrder({ photos: 2 });
  await submitPayPage(await createPayment(invoiceId, orderId), CARDS.approve);
  await page.goto(orderPage(orderId));
  const view = page.locator('racelens-order-status');
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible();
  await addFault({ match: 'POST ^/public/archive-service/api/v1/archives/?$', status: 503 });
  await view.getByRole('button', { name: 'Prepare an archive of the order' }).click();
  await expect(view.getByRole('alert').filter({ hasText: 'The archive could not be prepared.' })).toBeVisible();
  await clearFaults();
  const navigations = countNavigations(page);
  await view.getByRole('button', { name: 'Try again' }).click();
  await expect(view.getByRole('link', { name: 'Download the archive' })).toBeVisible();
  expect(navigations()).toBe(0);
});
