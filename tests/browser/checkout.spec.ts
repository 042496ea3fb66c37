/**
 * <racelens-checkout> on the shop's /order (PRODUCT.md §validation-checkout,
 * PRODUCT.md §calls-carts): validation at the fields, then the whole way to the sandbox pay page
 * and back to the shop's /order/{id}, approved and declined; a double click and a reload half-way
 * create one payment.
 */
import type { Page } from '@playwright/test';
import { addFault, call, clearFaults, clearRequests, freshCode, getCart, sandboxRequests, seedCart, useCart } from './cart-sandbox';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { urls } from './urls';

const checkout = (page: Page) => page.locator('racelens-checkout');
const email = (page: Page) => checkout(page).getByRole('textbox', { name: 'E-mail address for delivery' });
const terms = (page: Page) => checkout(page).getByRole('checkbox', { name: /I accept the terms and conditions/ });
const payButton = (page: Page) => checkout(page).getByRole('button', { name: /^Pay / });

const orderOf = async (orderId: string) => (await call('GET', `/public/order-service/api/v1/orders/${orderId}`)).json;
const paymentsOf = async (invoiceId: string) =>
  (await call('GET', `/public/invoice-service/api/v1/invoices/${invoiceId}/payments`)).json.items as Array<{ state: string }>;

test.afterEach(async () => {
  await clearFaults();
});

async function openCheckout(page: Page, cart = { photos: 2 }) {
  const id = await seedCart(cart);
  await useCart(page, id);
  await page.goto(`${urls.shop}/order`);
  await expect(payButton(page)).toBeEnabled();
  return id;
}

/** Fills the form, pays, and returns the order id the pay page will return to. */
async function payWithCard(page: Page, card: string): Promise<string> {
  await email(page).fill('runner@example.com');
  await terms(page).check();
  await payButton(page).click();
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
  const back = page.waitForRequest((r) => r.isNavigationRequest() && r.url().startsWith(`${urls.shop}/order/`));
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
  const landed = new URL((await back).url());
  // The request is not yet the page: wait until the shop's order page is the one on screen.
  await page.waitForURL(landed.href);
  return decodeURIComponent(landed.pathname.split('/').pop()!);
}

test('errors appear at their fields, the first takes the focus; no a11y violation', async ({ page, errors }) => {
  void errors;
  await openCheckout(page);
  // The bank options exist only as labels (PRODUCT.md §validation-payment-methods).
  await expect(checkout(page).getByText('Card of a Belarusian bank')).toBeVisible();
  await expect(checkout(page).getByRole('radio', { name: 'Card of a Belarusian bank' })).toHaveCount(0);
  await expect(checkout(page).getByRole('radio', { name: 'Personal card' })).toBeChecked();
  await clearRequests();

  await payButton(page).click();
  await expect(email(page)).toBeFocused();
  await expect(email(page)).toHaveAccessibleDescription(/Enter your e-mail/);
  await expect(terms(page)).toHaveAccessibleDescription('Required field');
  await expectNoA11yViolations(page);

  // A business card needs the company box ticked and the VAT data.
  await email(page).fill('runner@example.com');
  await terms(page).check();
  await checkout(page).getByRole('radio', { name: 'Business card' }).check();
  await payButton(page).click();
  await expect(checkout(page).getByRole('checkbox', { name: 'I am paying for a company' })).toHaveAccessibleDescription('Required field');
  await expect(checkout(page).getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription('Enter the company name');
  await expect(checkout(page).getByRole('textbox', { name: 'VAT number' })).toHaveAccessibleDescription('Enter the VAT number');
  expect(await sandboxRequests('PUT', '/customer')).toHaveLength(0);
  await expectNoA11yViolations(page);
});

test("approved: pay page, back on the shop's /order/{id}, order pending then paid", async ({ page }) => {
  const cartId = await openCheckout(page);
  await expect(payButton(page)).toHaveText('Pay €13.80');
  const orderId = await payWithCard(page, '4242 4242 4242 4242');

  // Kept as pending while it was paid for (the declined case below keeps it), and let go once
  // the order page has seen it paid.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingOrders') ?? '')).not.toContain(orderId);
  expect(await page.evaluate(() => sessionStorage.getItem('cartId'))).toBeNull();
  const order = await orderOf(orderId);
  expect(order).toMatchObject({ state: 'Completed', customer: { email: 'runner@example.com' }, totalAmount: 13.8 });
  expect(await paymentsOf(order.invoiceId)).toMatchObject([{ state: 'Paid' }]);
  expect((await getCart(cartId)).orderId).toBe(orderId);

  // The order page (its own widget) reports the purchase once, with the invoice id and revenue.
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: Array<{ event: string; ecommerce: any }> }).dataLayer ?? [])
          .filter((e) => e.event === 'purchase')
          .map((e) => e.ecommerce.purchase.actionField),
      ),
    )
    .toEqual([{ id: String(order.invoiceId), revenue: 13.8 }]);
});

test('declined: back on /order/{id} as well, the payment Declined and the order still awaiting payment', async ({ page }) => {
  await openCheckout(page);
  const orderId = await payWithCard(page, '4000 0000 0000 0002');
  expect(await page.evaluate(() => localStorage.getItem('pendingOrders'))).toContain(orderId);
  const order = await orderOf(orderId);
  expect(order.state).toBe('AwaitingPayment');
  expect(await paymentsOf(order.invoiceId)).toMatchObject([{ state: 'Declined' }]);
});

test('a business card sends the company with its VAT data', async ({ page }) => {
  await openCheckout(page);
  await email(page).fill('accounts@example.com');
  await checkout(page).getByRole('radio', { name: 'Business card' }).check();
  await checkout(page).getByRole('checkbox', { name: 'I am paying for a company' }).check();
  await checkout(page).getByRole('textbox', { name: 'Company name' }).fill('ACME Running SIA');
  await checkout(page).getByRole('textbox', { name: 'VAT number' }).fill('LV40003000000');
  await terms(page).check();
  await payButton(page).click();
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
  await expect(page.getByText('company ACME Running SIA, VAT LV40003000000')).toBeVisible();
});

test('a double click on Pay creates one payment', async ({ page }) => {
  await openCheckout(page);
  await email(page).fill('runner@example.com');
  await terms(page).check();
  // The payment answers slowly, so the second click lands while the first is under way.
  await addFault({ match: 'POST /payments$', latencyMs: 800, times: 1 });
  await clearRequests();
  // Two clicks in the same task (faster than any re-render), then a real double click.
  await payButton(page).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await payButton(page)
    .dblclick({ timeout: 2000 })
    .catch(() => {}); // the page may already be leaving
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
  expect(await sandboxRequests('POST', '/payments')).toHaveLength(1);
  expect(await sandboxRequests('PUT', '/customer')).toHaveLength(1);
});

test('a reload while the payment is being created still makes one payment', async ({ page }) => {
  const cartId = await openCheckout(page);
  await email(page).fill('runner@example.com');
  await terms(page).check();
  await addFault({ match: 'POST /payments$', latencyMs: 1500, times: 1 });
  // The first payment request goes to the sandbox from here, so its slow answer can be awaited
  // after the page has reloaded and left it behind.
  let firstAnswer: Promise<unknown> | undefined;
  await page.route(/\/payments$/, async (route) => {
    if (route.request().method() !== 'POST' || firstAnswer) return route.fallback();
    const answer = route.fetch();
    firstAnswer = answer;
    await route.fulfill({ response: await answer }).catch(() => {}); // the page has reloaded meanwhile
  });
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/payments'));
  await payButton(page).click();
  await sent;
  await page.reload();

  // The cart is checked out now: the same order, the same payment attempt.
  await expect(email(page)).toHaveValue('runner@example.com');
  await terms(page).check();
  await payButton(page).click();
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
  const orderId = (await getCart(cartId)).orderId as string;
  const order = await orderOf(orderId);
  await expect.poll(async () => (await paymentsOf(order.invoiceId)).length, { timeout: 4000 }).toBe(1);
  await firstAnswer;
  expect(await paymentsOf(order.invoiceId)).toHaveLength(1);
});

test('a gift code that makes the order free skips the pay page', async ({ page }) => {
  const id = await seedCart({ photos: 0, allMyPhotos: true });
  expect((await call('POST', `/public/cart-service/api/v1/shoppingCarts/${id}/promotionalCodes`, { code: freshCode('GIFT') })).status).toBe(204);
  await useCart(page, id);
  await page.goto(`${urls.shop}/order`);
  await email(page).fill('runner@example.com');
  await terms(page).check();
  await checkout(page).getByRole('button', { name: 'Place the free order' }).click();
  await expect(page).toHaveURL(new RegExp(`^${urls.shop}/order/[^/]+$`));
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect((await orderOf(orderId)).state).toBe('Completed');
  // The order page shows it paid and takes it off the pending list (it was put there first;
  // the page may already have removed it, so the end state is what is checked).
  await expect(page.locator('racelens-order-status').getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingOrders') ?? '')).not.toContain(orderId);
});
