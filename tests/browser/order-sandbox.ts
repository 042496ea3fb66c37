/**
 * Orders made through the sandbox API for the order-status and my-account browser tests: a cart
 * of event 101, checkout, a payment whose pay page returns to the shop's /order/{id}, and the
 * pay page's form submitted like a browser with JavaScript off.
 */
import { expect, type Page } from '@playwright/test';
import { urls } from './urls';

const svc = (service: string, path: string) => `${urls.api}/public/${service}/api/v1${path}`;

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export const CARDS = { approve: '4242424242424242', decline: '4000000000000002' };
export const RUNNER = 'runner@example.com';

/** A checked-out order of `photos` photos of event 101 (Photo, 6.90 EUR each). */
export async function placeOrder({ email = 'buyer@example.com', photos = 2 } = {}) {
  const cart = await call('POST', svc('cart-service', '/shoppingCarts'), {});
  expect(cart.status).toBe(201);
  const cartId = cart.body.shoppingCartId as string;
  const products = await call('GET', svc('catalog-service', '/catalog/products?catalogId=1101&state=InCatalog&count=100'));
  const photo = products.body.items.find((p: { productType: string }) => p.productType === 'Photo').id;
  const offset = Math.floor(Math.random() * 200);
  const list = await call('GET', svc('photo-service', `/photos?albumId=10100&count=${photos}&offset=${offset}`));
  for (const { photoId } of list.body.items as Array<{ photoId: number }>) {
    expect((await call('POST', svc('cart-service', `/shoppingCarts/${cartId}/items`), { productId: photo, catalogId: 1101, photoId })).status).toBe(204);
  }
  expect((await call('PUT', svc('cart-service', `/shoppingCarts/${cartId}/customer`), { email })).status).toBe(204);
  const checkout = await call('POST', svc('cart-service', `/shoppingCarts/${cartId}`), {});
  expect(checkout.status).toBe(200);
  return { orderId: checkout.body.orderId as string, invoiceId: checkout.body.invoiceId as string };
}

export const orderPage = (orderId: string) => `${urls.shop}/order/${encodeURIComponent(orderId)}`;

/** A payment whose pay page sends the browser back to the shop's order page. */
export async function createPayment(invoiceId: string, orderId: string, paymentTypeId = 1): Promise<string> {
  const res = await call(
    'POST',
    svc('invoice-service', `/invoices/${invoiceId}/payments`),
    { paymentTypeId, returnUrl: orderPage(orderId) },
    { 'Idempotency-Key': `browser-${invoiceId}-${Math.random()}` },
  );
  expect(res.status).toBe(201);
  return res.body.payUrl as string;
}

/** Submits the pay page's form (as tests/contract/helpers.ts submitPayPage does). */
export async function submitPayPage(payUrl: string, card: string): Promise<void> {
  const res = await fetch(payUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, action: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

export async function getOrder(orderId: string) {
  return (await call('GET', svc('order-service', `/orders/${encodeURIComponent(orderId)}`))).body;
}

/** Orders of a customer, newest first (as the sandbox sorts them). */
export async function ordersOf(email: string) {
  return (await call('GET', svc('order-service', '/orders?count=100'), undefined, { Authorization: `Bearer ${jwtFor(email)}` })).body;
}

/** An unsigned JWT with an e-mail claim: the sandbox reads claims without checking signatures. */
export function jwtFor(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ email, sub: email })}.sandbox`;
}

/** Sandbox fault rules (admin calls are never faulted). */
export async function addFault(rule: Record<string, unknown>) {
  expect((await call('POST', `${urls.api}/sandbox/admin/faults`, rule)).status).toBeLessThan(300);
}
export async function clearFaults() {
  await call('DELETE', `${urls.api}/sandbox/admin/faults`);
}

/** 'purchase' pushes in the page's data layer. */
export const purchasesIn = (dataLayer: unknown) => (Array.isArray(dataLayer) ? dataLayer : []).filter((e) => (e as { event?: string }).event === 'purchase');

/** Checks out the shop's /order page and pays on the sandbox pay page; returns the order id. */
export async function payInShop(page: Page): Promise<string> {
  const checkout = page.locator('racelens-checkout');
  await checkout.getByRole('textbox', { name: 'E-mail address for delivery' }).fill(RUNNER);
  await checkout.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
  await page.getByLabel('Card number').fill(CARDS.approve);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(new RegExp(`^${urls.shop}/order/`));
  await expect(page.locator('racelens-order-status').getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}
