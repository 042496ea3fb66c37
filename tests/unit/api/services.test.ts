/**
 * Every call of CONTRACT.md: method, path, query, body and headers as sent, and the success
 * status it requires. A recording server answers each with the contract's success.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../../src/api/client';
import type { Result } from '../../../src/api/http';
import { cart, order, payment, product } from '../helpers/fixtures';
import { json, type Recorded, startServer } from '../helpers/server';

let server: Awaited<ReturnType<typeof startServer>>;
let api: ApiClient;
beforeAll(async () => {
  server = await startServer();
  api = createApiClient({ baseUrl: server.base, getSsoToken: () => 'sso', getLanguage: () => 'es', retries: 0 });
});
afterAll(() => server.close());

const event = {
  eventId: 1,
  externalEventId: 'x',
  name: 'Run',
  date: '2025-01-01',
  currencyId: 978,
  catalogId: 'cat-1',
  albumId: 'a-1',
  competitorsListId: 'cl',
  searchType: 'surname',
  isProtected: false,
  faceSearch: true,
  distances: [],
  photoCount: 0,
  videoCount: 0,
  reports: [],
};
const competitor = { competitorId: 'c1', competitorsListId: 'cl', number: '7', name: 'Ann' };
const list = (items: unknown[]) => ({ items, total: items.length });

interface Case {
  name: string;
  call: (api: ApiClient) => Promise<Result<unknown>>;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  auth: boolean;
  searchToken?: string;
  reply: [number, unknown?, Record<string, string>?];
}

const root = (service: string) => `/public/${service}/api/v1`;

const cases: Case[] = [
  {
    name: 'themes.listImages',
    call: (a) => a.themes.listImages(),
    method: 'GET',
    path: `${root('themes-service')}/themeImages`,
    query: { themeId: 'MySport', offset: '0', count: '50' },
    auth: false,
    reply: [200, list([])],
  },
  {
    name: 'photos.listEvents',
    call: (a) => a.photos.listEvents({ searchString: 'run', when: 'recent', offset: 0, count: 20 }),
    method: 'GET',
    path: `${root('photo-service')}/events`,
    query: { searchString: 'run', when: 'recent', offset: '0', count: '20' },
    auth: false,
    reply: [200, list([event])],
  },
  {
    name: 'photos.getEvent',
    call: (a) => a.photos.getEvent('42'),
    method: 'GET',
    path: `${root('photo-service')}/events/42`,
    auth: false,
    reply: [200, event],
  },
  {
    name: 'photos.listVideos',
    call: (a) => a.photos.listVideos({ albumId: 'a-1', myStartNumber: '7', searchToken: 'st' }),
    method: 'GET',
    path: `${root('photo-service')}/videos`,
    query: { albumId: 'a-1', myStartNumber: '7' },
    auth: true,
    searchToken: 'st',
    reply: [200, list([])],
  },
  {
    name: 'photos.listPhotos',
    call: (a) => a.photos.listPhotos({ albumId: 'a-1', startNumber: '7', searchToken: 'st', offset: 0, count: 100 }),
    method: 'GET',
    path: `${root('photo-service')}/photos`,
    query: { albumId: 'a-1', startNumber: '7', offset: '0', count: '100' },
    auth: true,
    searchToken: 'st',
    reply: [200, { items: [], total: 0, count: 0 }],
  },
  {
    name: 'photos.markItsMe',
    call: (a) => a.photos.markItsMe('ph1', { itIsMe: true, tag: { name: 'bib', value: '7' } }),
    method: 'POST',
    path: `${root('photo-service')}/photos/ph1/itsme`,
    body: { itIsMe: true, tag: { name: 'bib', value: '7' } },
    auth: true,
    reply: [204],
  },
  {
    name: 'competitors.list',
    call: (a) => a.competitors.list({ competitorsListId: 'cl', search: 'Ann' }),
    method: 'GET',
    path: `${root('competitor-service')}/competitors`,
    query: { competitorsListId: 'cl', search: 'Ann' },
    auth: true,
    reply: [200, list([competitor])],
  },
  {
    name: 'competitors.requestToken',
    call: (a) => a.competitors.requestToken('1', { number: '7', surname: 'Lee' }),
    method: 'POST',
    path: `${root('competitor-service')}/competitors/1/token`,
    body: { number: '7', surname: 'Lee' },
    auth: true,
    reply: [200, { token: 't', expiresIn: 60, competitor }],
  },
  {
    name: 'competitors.sendCode',
    call: (a) => a.competitors.sendCode({ eventId: '1', email: 'a@b.c', returnUrl: 'https://shop/verify', lang: 'de' }),
    method: 'GET',
    path: `${root('competitor-service')}/competitor/code`,
    query: { eventId: '1', email: 'a@b.c', returnUrl: 'https://shop/verify', lang: 'de' },
    auth: true,
    reply: [200, { sent: true }],
  },
  {
    name: 'competitors.verify',
    call: (a) => a.competitors.verify('tok'),
    method: 'GET',
    path: `${root('competitor-service')}/competitor/token`,
    query: { token: 'tok' },
    auth: true,
    reply: [200, { isVerificationSuccessful: true, code: 'Verified', competitors: [competitor] }],
  },
  {
    name: 'recognition.getSelfie',
    call: (a) => a.recognition.getSelfie('s1'),
    method: 'GET',
    path: `${root('recognition-service')}/selfies/s1`,
    auth: true,
    reply: [200, { selfieId: 's1', state: 'Pending', persons: [] }],
  },
  {
    name: 'catalog.listProducts',
    call: (a) => a.catalog.listProducts({ catalogId: 'cat-1', distance: '10K' }),
    method: 'GET',
    path: `${root('catalog-service')}/catalog/products`,
    query: { catalogId: 'cat-1', distance: '10K', state: 'InCatalog', count: '100' },
    auth: false,
    reply: [200, list([product()])],
  },
  {
    name: 'catalog.getProduct',
    call: (a) => a.catalog.getProduct('p1'),
    method: 'GET',
    path: `${root('catalog-service')}/catalog/products/p1`,
    auth: false,
    reply: [200, product()],
  },
  {
    name: 'frames.preview',
    call: (a) => a.frames.preview({ photoId: 'ph1', productId: 'fr1', searchToken: 'st' }),
    method: 'GET',
    path: `${root('frame-service')}/photos`,
    query: { photoId: 'ph1', productId: 'fr1' },
    auth: true,
    searchToken: 'st',
    reply: [200, '<svg/>', { 'Content-Type': 'image/svg+xml' }],
  },
  {
    name: 'carts.create',
    call: (a) => a.carts.create({ currencyId: 978 }),
    method: 'POST',
    path: `${root('cart-service')}/shoppingCarts`,
    body: { currencyId: 978 },
    auth: true,
    reply: [201, cart()],
  },
  { name: 'carts.get', call: (a) => a.carts.get('c 1'), method: 'GET', path: `${root('cart-service')}/shoppingCarts/c%201`, auth: true, reply: [200, cart()] },
  {
    name: 'carts.addItem',
    call: (a) => a.carts.addItem('c1', { productId: 'p', catalogId: 'cat', photoId: 'ph' }, 'st'),
    method: 'POST',
    path: `${root('cart-service')}/shoppingCarts/c1/items`,
    body: { productId: 'p', catalogId: 'cat', photoId: 'ph' },
    auth: true,
    searchToken: 'st',
    reply: [204],
  },
  {
    name: 'carts.addPackage',
    call: (a) => a.carts.addPackage('c1', { productId: 'p', catalogId: 'cat', photoIds: ['a', 'b'], startNumber: '7' }),
    method: 'POST',
    path: `${root('cart-service')}/shoppingCarts/c1/items/v2`,
    body: { productId: 'p', catalogId: 'cat', photoIds: ['a', 'b'], startNumber: '7' },
    auth: true,
    reply: [204],
  },
  {
    name: 'carts.addPromoCode',
    call: (a) => a.carts.addPromoCode('c1', 'GIFT'),
    method: 'POST',
    path: `${root('cart-service')}/shoppingCarts/c1/promotionalCodes`,
    body: { code: 'GIFT' },
    auth: true,
    reply: [204],
  },
  {
    name: 'carts.removeItem',
    call: (a) => a.carts.removeItem('c1', 'i1'),
    method: 'DELETE',
    path: `${root('cart-service')}/shoppingCarts/c1/items/i1`,
    auth: true,
    reply: [204],
  },
  {
    name: 'carts.removeItems',
    call: (a) => a.carts.removeItems('c1', ['i1', 'i2']),
    method: 'DELETE',
    path: `${root('cart-service')}/shoppingCarts/c1/items`,
    body: { items: ['i1', 'i2'] },
    auth: true,
    reply: [204],
  },
  {
    name: 'carts.removePromoCode',
    call: (a) => a.carts.removePromoCode('c1', 'pc1'),
    method: 'DELETE',
    path: `${root('cart-service')}/shoppingCarts/c1/promotionalCodes/pc1`,
    auth: true,
    reply: [204],
  },
  { name: 'carts.clear', call: (a) => a.carts.clear('c1'), method: 'DELETE', path: `${root('cart-service')}/shoppingCarts/c1`, auth: true, reply: [204] },
  {
    name: 'carts.setAttributes',
    call: (a) => a.carts.setAttributes('c1', [{ key: 'Language', value: 'de' }]),
    method: 'PATCH',
    path: `${root('cart-service')}/shoppingCarts/c1/attributes`,
    body: [{ key: 'Language', value: 'de' }],
    auth: true,
    reply: [204],
  },
  {
    name: 'carts.setCustomer',
    call: (a) => a.carts.setCustomer('c1', { email: 'a@b.c' }),
    method: 'PUT',
    path: `${root('cart-service')}/shoppingCarts/c1/customer`,
    body: { email: 'a@b.c' },
    auth: true,
    reply: [204],
  },
  {
    name: 'carts.checkout',
    call: (a) => a.carts.checkout('c1'),
    method: 'POST',
    path: `${root('cart-service')}/shoppingCarts/c1`,
    body: {},
    auth: true,
    reply: [200, { orderId: 'o1', invoiceId: 'inv1' }],
  },
  { name: 'orders.get', call: (a) => a.orders.get('o1'), method: 'GET', path: `${root('order-service')}/orders/o1`, auth: true, reply: [200, order()] },
  {
    name: 'orders.list',
    call: (a) => a.orders.list({ offset: 10, count: 10 }),
    method: 'GET',
    path: `${root('order-service')}/orders`,
    query: { offset: '10', count: '10' },
    auth: true,
    reply: [200, list([order()])],
  },
  {
    name: 'orders.items',
    call: (a) => a.orders.items('o1'),
    method: 'GET',
    path: `${root('order-service')}/orders/o1/items`,
    auth: true,
    reply: [200, { items: [] }],
  },
  {
    name: 'invoices.paymentTypes',
    call: (a) => a.invoices.paymentTypes({ amount: 19.8, currencyId: 978 }),
    method: 'GET',
    path: `${root('invoice-service')}/paymentTypes`,
    query: { amount: '19.8', currencyId: '978' },
    auth: true,
    reply: [200, { items: [] }],
  },
  {
    name: 'invoices.createPayment',
    call: (a) => a.invoices.createPayment('inv1', { paymentTypeId: 'card', returnUrl: 'https://shop/order/o1' }, 'key-1'),
    method: 'POST',
    path: `${root('invoice-service')}/invoices/inv1/payments`,
    body: { paymentTypeId: 'card', returnUrl: 'https://shop/order/o1' },
    auth: true,
    reply: [201, payment()],
  },
  {
    name: 'invoices.payments',
    call: (a) => a.invoices.payments('inv1'),
    method: 'GET',
    path: `${root('invoice-service')}/invoices/inv1/payments`,
    auth: true,
    reply: [200, { items: [payment()] }],
  },
  {
    name: 'preorders.details',
    call: (a) => a.preorders.details('pre1'),
    method: 'GET',
    path: `${root('preorder-service')}/preorders/pre1/details`,
    auth: true,
    reply: [200, { preorderId: 'pre1', catalogId: 'c', state: 'Completed', email: 'a@b.c', number: 'P1', items: [] }],
  },
  {
    name: 'archives.create',
    call: (a) => a.archives.create('o1'),
    method: 'POST',
    path: `${root('archive-service')}/archives/`,
    body: { orderId: 'o1' },
    auth: true,
    reply: [201, undefined, { 'X-Archive-Id': 'ar1' }],
  },
  {
    name: 'archives.get',
    call: (a) => a.archives.get('ar1'),
    method: 'GET',
    path: `${root('archive-service')}/archives/ar1`,
    auth: true,
    reply: [200, { id: 'ar1', state: 'Pending', fileUrl: null }],
  },
  {
    name: 'requests.send',
    call: (a) => a.requests.send('photographers', { name: 'N', phone: '1234567', city: 'Riga' }),
    method: 'POST',
    path: `${root('request-service')}/requests/photographers`,
    body: { name: 'N', phone: '1234567', city: 'Riga' },
    auth: false,
    reply: [201, { requestId: 'r1' }],
  },
];

describe('API client calls (CONTRACT.md)', () => {
  it.each(cases)('$name', async (c) => {
    const [status, body, headers = {}] = c.reply;
    server.handle((_req, res) => {
      if (body === undefined) res.writeHead(status, headers).end();
      else if (typeof body === 'string') res.writeHead(status, headers).end(body);
      else json(res, status, body, headers);
    });
    const result = await c.call(api);
    expect(result, JSON.stringify(!result.ok && result.error)).toMatchObject({ ok: true, status });
    const req = server.requests[0] as Recorded;
    expect(req.method).toBe(c.method);
    expect(req.url.pathname).toBe(c.path);
    expect(Object.fromEntries(req.url.searchParams)).toEqual(c.query ?? {});
    if (c.body !== undefined) expect(JSON.parse(req.body.toString())).toEqual(c.body);
    expect(req.headers.authorization).toBe(c.auth ? 'Bearer sso' : undefined);
    expect(req.headers['x-search-token']).toBe(c.searchToken);
    expect(req.headers['accept-language']).toBe('es');
  });

  it.each(cases.filter((c) => c.reply[0] !== 200))('$name fails on a 200 instead of its own success status', async (c) => {
    server.handle((_req, res) => json(res, 200, {}));
    const result = await c.call(api);
    expect(result).toMatchObject({ ok: false, error: { status: 200 } });
  });

  it('sends the payment idempotency key', async () => {
    server.handle((_req, res) => json(res, 201, payment()));
    await api.invoices.createPayment('inv1', { paymentTypeId: 'card', returnUrl: 'x' }, 'key-42');
    expect(server.requests[0]!.headers['idempotency-key']).toBe('key-42');
  });

  it('frame preview answers the image as a Blob', async () => {
    server.handle((_req, res) => res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff])));
    const result = await api.frames.preview({ photoId: '1', productId: '2' });
    expect(result.ok && result.data).toBeInstanceOf(Blob);
  });

  it('uploads a selfie as multipart: file face.jpg and birthDate', async () => {
    server.handle((_req, res) => json(res, 201, { selfieId: 's1' }));
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const result = await api.recognition.uploadSelfie('a 1', image, '1990-12-31');
    expect(result).toMatchObject({ ok: true, status: 201, data: { selfieId: 's1' } });
    const req = server.requests[0]!;
    expect(req.url.pathname).toBe(`${root('recognition-service')}/selfies`);
    expect(req.url.searchParams.get('albumId')).toBe('a 1');
    expect(req.headers.authorization).toBe('Bearer sso');
    const form = await new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] as string },
      body: new Uint8Array(req.body),
    }).formData();
    const file = form.get('file') as File;
    expect(file.name).toBe('face.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(file.size).toBe(4);
    expect(form.get('birthDate')).toBe('1990-12-31');
  });

  it('reads the archive id from Location when X-Archive-Id is missing', async () => {
    server.handle((_req, res) => res.writeHead(201, { Location: '/public/archive-service/api/v1/archives/ar9' }).end());
    expect(await api.archives.create('o1')).toMatchObject({ ok: true, data: { archiveId: 'ar9' } });
  });

  it('fails an archive creation whose answer names no archive', async () => {
    server.handle((_req, res) => res.writeHead(201).end());
    expect(await api.archives.create('o1')).toMatchObject({ ok: false, error: { status: 201, code: 'InvalidResponse' } });
  });

  it('keeps the promo-code error body', async () => {
    const body = { code: 'PromoCodeExpired', message: 'This promo code has expired' };
    server.handle((_req, res) => json(res, 410, body));
    expect(await api.carts.addPromoCode('c1', 'OLD')).toEqual({ ok: false, error: { status: 410, code: 'PromoCodeExpired', message: body.message, body } });
  });
});
