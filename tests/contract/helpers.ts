import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import type * as z from 'zod/mini';
import type { SandboxOptions } from '../../examples/sandbox/server';
import { startSandbox } from '../../examples/sandbox/server';
import { Cart } from '../../src/api/schemas/carts';
import { SearchToken } from '../../src/api/schemas/competitors';
import { ApiErrorBody } from '../../src/api/schemas/shared';

/**
 * Helpers of the contract suite: plain fetch against a sandbox over HTTP, the demo data the
 * tests rely on, and flows several services share (a search token, a cart, a paid order).
 */

export interface Res<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

interface CallOptions {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
}

export type Api = ReturnType<typeof client>;

/** A tiny client of one sandbox: `api.get(api.svc('photo-service', '/events'))`. */
export function client(base: string = inject('sandboxUrl')) {
  async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Res<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(base + path, { method, headers, body, redirect: options.redirect ?? 'follow' });
    const text = await response.text();
    let parsed: unknown;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }
  return {
    base,
    call,
    get: <T = any>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = any>(path: string, json?: unknown, options: CallOptions = {}) => call<T>('POST', path, { ...options, json }),
    put: <T = any>(path: string, json?: unknown, options: CallOptions = {}) => call<T>('PUT', path, { ...options, json }),
    patch: <T = any>(path: string, json?: unknown, options: CallOptions = {}) => call<T>('PATCH', path, { ...options, json }),
    del: <T = any>(path: string, json?: unknown, options: CallOptions = {}) => call<T>('DELETE', path, { ...options, json }),
  };
}

/** `/public/{service}/api/v1{path}` */
export const svc = (service: string, path: string) => `/public/${service}/api/v1${path}`;

/** Asserts the contract's error answer: the status and an `ApiErrorBody` with this code. */
export function expectError(res: Res, status: number, code: string): ApiErrorBody {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { code } });
  return wire(ApiErrorBody, res.body);
}

/** The seeded demo world (examples/sandbox/seed/data.ts), as the tests use it. */
export const DEMO = {
  open: {
    eventId: 101,
    albumId: 10100,
    reports: [10101, 10102],
    catalogId: 1101,
    competitorsListId: 2101,
    bib: '1234',
    surname: 'Berzina',
    processingBib: '777',
    videoBib: '1234',
  },
  personalCode: { eventId: 102, albumId: 10200, catalogId: 1102, bib: '501', personalCode: 'K7P2Q' },
  birthDate: { eventId: 103, albumId: 10300, catalogId: 1103, bib: '42', birthDate: '1985-04-12', currencyId: 840 },
  protected: { eventId: 104, albumId: 10400, catalogId: 1104, email: 'anna.schmidt@example.com', familyEmail: 'family@example.com' },
  big: { eventId: 105, albumId: 10500, photoCount: 10_000, bib: '10001', surname: 'Morgan' },
  upcoming: { eventId: 106, catalogId: 1106, preorderPaid: 9001, preorderOpen: 9002 },
  unavailable: { eventId: 107, albumId: 10700 },
  customer: 'runner@example.com',
  cards: { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' },
} as const;

/** A product id of a catalog by type, read from the catalog service. */
export async function productId(api: Api, catalogId: number, productType: string): Promise<number> {
  const res = await api.get(svc('catalog-service', `/catalog/products?catalogId=${catalogId}&state=InCatalog&count=100`));
  const product = res.body.items.find((p: { productType: string }) => p.productType === productType);
  if (!product) throw new Error(`no ${productType} in catalog ${catalogId}`);
  return product.id;
}

export async function photoIds(api: Api, albumId: number, count = 5, query = ''): Promise<number[]> {
  const res = await api.get(svc('photo-service', `/photos?albumId=${albumId}&count=${count}${query}`));
  return res.body.items.map((p: { photoId: number }) => p.photoId);
}

export async function searchToken(api: Api, eventId: number, payload: Record<string, unknown>): Promise<string> {
  const res = await api.post(svc('competitor-service', `/competitors/${eventId}/token`), payload);
  expect(res.status).toBe(200);
  return wire(SearchToken, res.body).token;
}

/** The photo ids of one runner (bib + second factor of an open event). */
export async function runnerPhotos(api: Api, eventId: number, albumId: number, factor: Record<string, string> & { number: string }) {
  const token = await searchToken(api, eventId, factor);
  const res = await api.get(svc('photo-service', `/photos?albumId=${albumId}&startNumber=${factor.number}&count=100`), {
    headers: { 'X-Search-Token': token },
  });
  return { token, photoIds: res.body.items.map((p: { photoId: number }) => p.photoId) as number[] };
}

export async function newCart(api: Api, body: Record<string, unknown> = {}): Promise<string> {
  const res = await api.post(svc('cart-service', '/shoppingCarts'), body);
  expect(res.status).toBe(201);
  return wire(Cart, res.body).shoppingCartId;
}

export async function getCart(api: Api, cartId: string): Promise<z.input<typeof Cart>> {
  const res = await api.get(svc('cart-service', `/shoppingCarts/${cartId}`));
  expect(res.status).toBe(200);
  return wire(Cart, res.body);
}

export async function addItem(api: Api, cartId: string, item: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Res> {
  return api.post(svc('cart-service', `/shoppingCarts/${cartId}/items`), item, { headers });
}

/** A checked-out order of one photo of the open event (or of `items`), with `email` as customer. */
export async function placeOrder(api: Api, options: { email?: string; photos?: number; codes?: string[] } = {}) {
  const cartId = await newCart(api);
  const photo = await productId(api, DEMO.open.catalogId, 'Photo');
  const ids = await photoIds(api, DEMO.open.albumId, options.photos ?? 1, `&offset=${Math.floor(Math.random() * 200)}`);
  for (const photoId of ids) expect((await addItem(api, cartId, { productId: photo, catalogId: DEMO.open.catalogId, photoId })).status).toBe(204);
  for (const code of options.codes ?? []) expect((await api.post(svc('cart-service', `/shoppingCarts/${cartId}/promotionalCodes`), { code })).status).toBe(204);
  expect((await api.put(svc('cart-service', `/shoppingCarts/${cartId}/customer`), { email: options.email ?? 'buyer@example.com' })).status).toBe(204);
  const checkout = await api.post(svc('cart-service', `/shoppingCarts/${cartId}`), {});
  expect(checkout.status).toBe(200);
  return { cartId, orderId: checkout.body.orderId as string, invoiceId: checkout.body.invoiceId as string, photoIds: ids };
}

export async function createPayment(api: Api, invoiceId: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return api.post(
    svc('invoice-service', `/invoices/${invoiceId}/payments`),
    { paymentTypeId: 1, returnUrl: 'http://localhost:4000/order/x', ...body },
    { headers },
  );
}

/** Submits the sandbox pay page's form like a browser with JavaScript off. */
export async function submitPayPage(payUrl: string, card: string, action = 'pay'): Promise<Response> {
  return fetch(payUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, action }).toString(),
    redirect: 'manual',
  });
}

/** An order paid with the approving test card. */
export async function paidOrder(api: Api, options: Parameters<typeof placeOrder>[1] = {}) {
  const order = await placeOrder(api, options);
  const payment = await createPayment(api, order.invoiceId);
  expect(payment.status).toBe(201);
  const paid = await submitPayPage(payment.body.payUrl, DEMO.cards.approve);
  expect(paid.status).toBe(303);
  return order;
}

/** An unsigned JWT with an e-mail claim: the sandbox reads claims without checking signatures. */
export function jwtFor(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ email, sub: email })}.sandbox`;
}

/** Polls `read` until `done` says so (or the time is up, then the last value is returned). */
export async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000, intervalMs = 10): Promise<T[]> {
  const seen: T[] = [];
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const value = await read();
    seen.push(value);
    if (done(value) || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A sandbox of its own, for tests that reset, restart or reconfigure it. */
export async function isolatedSandbox(options: SandboxOptions = {}) {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'racelens-isolated-')));
  const sandbox = await startSandbox({ port: 0, fresh: true, timeScale: 0.05, ...options, dataDir });
  return {
    sandbox,
    dataDir,
    api: client(sandbox.url),
    async stop(removeData = true) {
      await sandbox.close();
      if (removeData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A body checked against its schema, as the platform sent it: the schemas turn ids into strings
 * for the SDK (src/api/schemas.ts), while the contract's values are the wire's own.
 */
export function wire<S extends z.core.$ZodType>(schema: S, body: unknown): z.input<S> {
  (schema as unknown as { parse(value: unknown): unknown }).parse(body);
  return body as z.input<S>;
}
