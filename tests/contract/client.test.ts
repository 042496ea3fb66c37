/**
 * The API client (and the store on top of it) against the running sandbox, end to end: every
 * service of CONTRACT.md, the search-token rules, the cart and checkout, payment idempotency,
 * archive polling, selfie recognition and the injected faults.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../src/api/client';
import { NO_RESPONSE, type Result } from '../../src/api/http';
import type { Event, Product, ProductType } from '../../src/api/schemas';
import { checkoutOf } from '../../src/store/checkout';
import { createStore } from '../../src/store/create-store';
import { faceSearchOf } from '../../src/store/face-search';
import { framePreviewOf } from '../../src/store/frame-preview';
import { archiveOf } from '../../src/store/orders/archive';
import { orderHistoryOf } from '../../src/store/orders/history';
import { orderPaymentOf } from '../../src/store/orders/payment';
import { preorderOf } from '../../src/store/orders/preorder';
import { pendingOrdersOf } from '../../src/store/pending-orders';
import { searchOf } from '../../src/store/search';
import { memoryStorage } from '../../src/store/storage';
import { DEMO, jwtFor, submitPayPage } from './helpers';

const base = inject('sandboxUrl');
const api = createApiClient({ baseUrl: base, retryDelayMs: 20 });
/** The same client with a fault on every call (X-Sandbox-Fault, see the sandbox README). */
const faulty = (fault: string) => createApiClient({ baseUrl: base, retryDelayMs: 20, headers: { 'X-Sandbox-Fault': fault } });

/** Unwraps a success, or fails the test with the typed error. */
function data<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function eventById(id: number): Promise<Event> {
  return data(await api.photos.getEvent(String(id)));
}

async function productOf(event: Event, type: ProductType): Promise<Product> {
  const products = data(await api.catalog.listProducts({ catalogId: event.catalogId })).items;
  const found = products.find((p) => p.productType === type);
  if (!found) throw new Error(`no ${type} product in catalog ${event.catalogId}`);
  return found;
}

async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('events, photos and videos', () => {
  it('lists events and reads one', async () => {
    const list = data(await api.photos.listEvents({ count: 50 }));
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.map((e) => Number(e.eventId))).toContain(101);
    const event = await eventById(101);
    expect(event).toMatchObject({ searchType: 'surname', isProtected: false });
  });

  it('answers 404 NotFound for an unknown event', async () => {
    expect(await api.photos.getEvent('999999')).toMatchObject({ ok: false, error: { status: 404, code: 'NotFound' } });
  });

  it('fetches all photos of an album, 100 a page, in order', async () => {
    const event = await eventById(101);
    const all = data(await api.photos.fetchAllPhotos({ albumId: event.albumId }));
    expect(all.items).toHaveLength(all.total);
    expect(all.total).toBe(event.photoCount);
    const firstPage = data(await api.photos.listPhotos({ albumId: event.albumId, offset: 0, count: 100 }));
    expect(all.items.slice(0, 100)).toEqual(firstPage.items);
    expect(new Set(all.items.map((p) => String(p.photoId))).size).toBe(all.total);
  });

  it('fetches the 10,000 photos of the big marathon', async () => {
    const event = await eventById(105);
    const all = data(await api.photos.fetchAllPhotos({ albumId: event.albumId }, { concurrency: 3 }));
    expect(all.items).toHaveLength(all.total);
    expect(all.total).toBeGreaterThanOrEqual(10_000);
  });

  it('lists the event videos', async () => {
    const event = await eventById(101);
    expect(data(await api.photos.listVideos({ albumId: event.albumId })).items.length).toBeGreaterThan(0);
  });

  it('reads the theme images', async () => {
    expect(data(await api.themes.listImages()).items).toBeInstanceOf(Array);
  });
});

describe('bib search and the search token', () => {
  it('gives a token for bib + surname and opens the personal photos and videos with it', async () => {
    const event = await eventById(101);
    const token = data(await api.competitors.requestToken(event.eventId, { number: DEMO.open.bib, surname: DEMO.open.surname }));
    expect(token.competitor.number).toBe('1234');
    const mine = data(await api.photos.fetchAllPhotos({ albumId: event.albumId, startNumber: '1234', searchToken: token.token }));
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.length).toBeLessThan(event.photoCount);
    const videos = data(await api.photos.listVideos({ albumId: event.albumId, myStartNumber: '1234', searchToken: token.token }));
    expect(videos.items.length).toBeGreaterThan(0);
  });

  it('refuses a personal search without a token: 401 TokenExpired', async () => {
    const event = await eventById(101);
    expect(await api.photos.listPhotos({ albumId: event.albumId, startNumber: '1234' })).toMatchObject({
      ok: false,
      error: { status: 401, code: 'TokenExpired' },
    });
  });

  it('answers the error codes of a failed bib search', async () => {
    expect(await api.competitors.requestToken('101', { number: '1234', surname: 'Wrong' })).toMatchObject({
      ok: false,
      error: { status: 400, code: 'CheckData' },
    });
    expect(await api.competitors.requestToken('101', { number: '999999', surname: 'Nobody' })).toMatchObject({
      ok: false,
      error: { status: 404, code: 'CompetitorNotFound' },
    });
  });

  it('uses personal codes and birth dates as second factors', async () => {
    expect(data(await api.competitors.requestToken('102', { number: '501', personalCode: 'K7P2Q' })).competitor.number).toBe('501');
    expect(data(await api.competitors.requestToken('103', { number: '42', birthDate: '1985-04-12' })).competitor.number).toBe('42');
  });

  it('the store applies the token rules: a refused token is marked expired', async () => {
    const store = createStore({ api, storage: { session: memoryStorage(), local: memoryStorage() }, dataLayer: [] });
    const event = await eventById(101);
    await searchOf(store).searchByBib(event, { number: DEMO.open.bib, surname: DEMO.open.surname });
    expect(searchOf(store).error.value).toBeNull();
    expect(searchOf(store).photos.value.length).toBeGreaterThan(0);
    store.session.setSearchToken(event.eventId, { token: 'forged', expired: false, competitor: null });
    await searchOf(store).searchPhotos(event, { startNumber: '1234' });
    expect(store.session.searchToken(event.eventId)).toMatchObject({ token: null, expired: true });
    expect(searchOf(store).photos.value).toEqual([]);
  });
});

describe('cart', () => {
  it('creates, adds, refuses duplicates, takes promo codes, removes, sets attributes and customer', async () => {
    const event = await eventById(101);
    const [photo, second] = data(await api.photos.listPhotos({ albumId: event.albumId, count: 2 })).items;
    const single = await productOf(event, 'Photo');
    const cart = data(await api.carts.create({ currencyId: event.currencyId }));
    const id = cart.shoppingCartId;
    expect(cart.state).toBe('Updated');

    expect((await api.carts.addItem(id, { productId: single.id, catalogId: single.catalogId, photoId: photo!.photoId })).ok).toBe(true);
    expect(await api.carts.addItem(id, { productId: single.id, catalogId: single.catalogId, photoId: photo!.photoId })).toMatchObject({
      ok: false,
      error: { status: 409, code: 'Duplicate' },
    });
    expect((await api.carts.addItem(id, { productId: single.id, catalogId: single.catalogId, photoId: second!.photoId })).ok).toBe(true);

    expect((await api.carts.addPromoCode(id, `SAVE10-${unique()}`)).ok).toBe(true);
    const expired = await api.carts.addPromoCode(id, 'EXPIRED10');
    expect(expired).toMatchObject({ ok: false, error: { status: 410, code: 'PromoCodeExpired', body: { code: 'PromoCodeExpired' } } });
    expect(await api.carts.addPromoCode(id, `NOPE${unique()}`)).toMatchObject({ ok: false, error: { status: 404, code: 'PromoCodeNotFound' } });

    let current = data(await api.carts.get(id));
    expect(current.items).toHaveLength(2);
    expect(current.promotionalCodes).toHaveLength(1);
    expect(current.totalAmount).toBeLessThan(current.amount);

    expect((await api.carts.removePromoCode(id, current.promotionalCodes[0]!.promotionalCodeId)).ok).toBe(true);
    expect((await api.carts.removeItem(id, current.items[1]!.shoppingCartItemId)).ok).toBe(true);
    expect(
      (
        await api.carts.setAttributes(id, [
          { key: 'Language', value: 'de' },
          { key: 'Theme', value: 'MySport' },
        ])
      ).ok,
    ).toBe(true);
    expect(await api.carts.setCustomer(id, { email: 'not-an-email' })).toMatchObject({ ok: false, error: { status: 400 } });
    expect((await api.carts.setCustomer(id, { email: 'ann@example.com' })).ok).toBe(true);

    current = data(await api.carts.get(id));
    expect(current.items).toHaveLength(1);
    expect(current.promotionalCodes).toHaveLength(0);
    expect(current.attributes).toEqual(
      expect.arrayContaining([
        { key: 'Language', value: 'de' },
        { key: 'Theme', value: 'MySport' },
      ]),
    );
    expect(current.customer?.email).toBe('ann@example.com');

    expect((await api.carts.clear(id)).ok).toBe(true);
    expect(data(await api.carts.get(id)).state).toBe('Deleted');
  });

  it('the store: create on first add, badge, promo error keys, Deleted cart after clear', async () => {
    const storage = { session: memoryStorage(), local: memoryStorage() };
    const dataLayer: unknown[] = [];
    const store = createStore({ api, storage, dataLayer, settings: { lang: 'es' } });
    const event = await eventById(101);
    const [photo] = data(await api.photos.listPhotos({ albumId: event.albumId, count: 1, offset: 7 })).items;
    const single = await productOf(event, 'Photo');

    expect((await store.cart.addItem(single, { photoId: photo!.photoId })).ok).toBe(true);
    const cartId = storage.session.getItem('cartId');
    expect(cartId).toBeTruthy();
    expect(store.cart.count.value).toBe(1);
    expect(store.cart.cart.value?.attributes).toEqual(
      expect.arrayContaining([
        { key: 'Language', value: 'es' },
        { key: 'Theme', value: 'MySport' },
      ]),
    );
    expect(dataLayer).toHaveLength(1);

    await store.cart.addItem(single, { photoId: photo!.photoId });
    expect(store.cart.addItemError.value).toMatchObject({ status: 409, key: 'cart.duplicate' });

    // Refusing codes only: the fixed working codes are single use across the shared sandbox.
    await store.cart.addPromoCode('LIMIT10');
    expect(store.cart.promoError.value).toMatchObject({ status: 429, key: 'promo.limitReached', body: { code: 'PromoCodeLimitReached' } });
    await store.cart.addPromoCode('INACTIVE10');
    expect(store.cart.promoError.value).toMatchObject({ status: 422, key: 'promo.inactive' });
    await store.cart.addPromoCode(`SAVE10-${unique()}`);
    expect(store.cart.promoError.value).toBeNull();
    expect(store.cart.count.value).toBe(2);

    expect((await store.cart.clear()).ok).toBe(true);
    expect(storage.session.getItem('cartId')).toBeNull();
    storage.session.setItem('cartId', cartId!);
    await store.cart.load();
    expect(store.cart.cart.value).toBeNull();
    expect(store.cart.error.value).toBe(true);
  });
});

describe('checkout, payment, order and archive', () => {
  it('checks out, creates one payment per idempotency key, pays and downloads the archive', async () => {
    const event = await eventById(101);
    const [photo] = data(await api.photos.listPhotos({ albumId: event.albumId, count: 1, offset: 3 })).items;
    const single = await productOf(event, 'Photo');
    const id = data(await api.carts.create({ currencyId: event.currencyId })).shoppingCartId;
    data(await api.carts.addItem(id, { productId: single.id, catalogId: single.catalogId, photoId: photo!.photoId }));
    data(await api.carts.setCustomer(id, { email: 'ann@example.com' }));

    const checkout = data(await api.carts.checkout(id));
    expect(data(await api.carts.checkout(id))).toMatchObject({ orderId: checkout.orderId, invoiceId: checkout.invoiceId });
    const processed = data(await api.carts.get(id));
    expect(processed).toMatchObject({ state: 'Processed', orderId: checkout.orderId });

    const order = data(await api.orders.get(checkout.orderId));
    expect(order.state).toBe('AwaitingPayment');
    const types = data(await api.invoices.paymentTypes({ amount: order.totalAmount, currencyId: order.currencyId })).items;
    const card = types.find((t) => t.kind === 'PersonalCard' && t.available)!;

    const request = { paymentTypeId: card.paymentTypeId, returnUrl: `https://shop.example/order/${checkout.orderId}` };
    const key = `test-${unique()}`;
    const first = data(await api.invoices.createPayment(checkout.invoiceId, request, key));
    const again = data(await api.invoices.createPayment(checkout.invoiceId, request, key));
    expect(again.paymentId).toBe(first.paymentId);
    expect(first.payUrl).toMatch(/^http/);
    expect(data(await api.invoices.payments(checkout.invoiceId)).items).toHaveLength(1);

    await approve(first.payUrl);
    const paid = await pollUntil(
      async () => data(await api.orders.get(checkout.orderId)),
      (o) => o.state === 'Completed',
    );
    expect(paid.state).toBe('Completed');
    expect(await api.invoices.createPayment(checkout.invoiceId, request, `other-${unique()}`)).toMatchObject({
      ok: false,
      error: { status: 409, code: 'InvoicePaid' },
    });
    const items = data(await api.orders.items(checkout.orderId)).items;
    expect(items[0]?.downloadUrl).toBeTruthy();

    const file = data(await api.files.download(items[0]!.downloadUrl!));
    expect(file.size).toBeGreaterThan(0);

    const archiveId = data(await api.archives.create(checkout.orderId)).archiveId;
    const archive = await pollUntil(
      async () => data(await api.archives.get(archiveId)),
      (a) => a.state === 'Published',
    );
    expect(archive.state).toBe('Published');
    expect(archive.fileUrl).toBeTruthy();
  });

  it('the store checkout: pending order first, one payment for two clicks, a trusted pay URL', async () => {
    const storage = { session: memoryStorage(), local: memoryStorage() };
    const store = createStore({ api, storage, dataLayer: [], pollOptions: { intervalMs: 100, timeoutMs: 15_000 } });
    const event = await eventById(102);
    const [photo] = data(await api.photos.listPhotos({ albumId: event.albumId, count: 1, offset: 5 })).items;
    await store.cart.addItem(await productOf(event, 'Photo'), { photoId: photo!.photoId });
    const request = { email: 'ann@example.com', paymentTypeId: '1', returnUrl: (orderId: string | number) => `https://shop.example/order/${orderId}` };
    const [a, b] = await Promise.all([checkoutOf(store).checkout(request), checkoutOf(store).checkout(request)]);
    expect(a).toBe(b);
    if (!a.ok) throw new Error(JSON.stringify(a));
    expect(pendingOrdersOf(store).has(a.orderId)).toBe(true);
    expect(data(await api.invoices.payments(a.invoiceId)).items).toHaveLength(1);
    expect(storage.session.getItem('cartId')).toBeNull();

    await approve(a.payUrl);
    expect(await orderPaymentOf(store).watchStatus(a.orderId)).toBe('paid');
    expect(pendingOrdersOf(store).has(a.orderId)).toBe(false);
    const archive = await archiveOf(store).create(a.orderId, { intervalMs: 100, timeoutMs: 15_000 });
    expect(archive?.state).toBe('Published');
    expect(archiveOf(store).ready.value).toBe(true);
  });

  it('archives only paid orders: 409 OrderNotPaid', async () => {
    const event = await eventById(101);
    const [photo] = data(await api.photos.listPhotos({ albumId: event.albumId, count: 1, offset: 9 })).items;
    const single = await productOf(event, 'Photo');
    const id = data(await api.carts.create({ currencyId: event.currencyId })).shoppingCartId;
    data(await api.carts.addItem(id, { productId: single.id, catalogId: single.catalogId, photoId: photo!.photoId }));
    data(await api.carts.setCustomer(id, { email: 'ann@example.com' }));
    const { orderId } = data(await api.carts.checkout(id));
    expect(await api.archives.create(orderId)).toMatchObject({ ok: false, error: { status: 409, code: 'OrderNotPaid' } });
  });
});

describe('declined payment, retry and my account', () => {
  it('the store: a declined payment shows declined; a retry is a new payment that can pay', async () => {
    const store = createStore({
      api,
      storage: { session: memoryStorage(), local: memoryStorage() },
      dataLayer: [],
      pollOptions: { intervalMs: 100, timeoutMs: 15_000 },
    });
    const event = await eventById(101);
    const [photo] = data(await api.photos.listPhotos({ albumId: event.albumId, count: 1, offset: 11 })).items;
    await store.cart.addItem(await productOf(event, 'Photo'), { photoId: photo!.photoId });
    const returnUrl = (orderId: string | number) => `https://shop.example/order/${orderId}`;
    const placed = await checkoutOf(store).checkout({ email: 'ann@example.com', paymentTypeId: '1', returnUrl });
    if (!placed.ok) throw new Error(JSON.stringify(placed));

    await approve(placed.payUrl, DEMO.cards.decline);
    expect(await orderPaymentOf(store).watchStatus(placed.orderId)).toBe('declined');
    expect(pendingOrdersOf(store).has(placed.orderId)).toBe(true);

    const retry = await orderPaymentOf(store).retryPayment(placed.invoiceId, { paymentTypeId: '1', returnUrl: returnUrl(placed.orderId) });
    if (!retry.ok) throw new Error(JSON.stringify(retry));
    expect(retry.payUrl).not.toBe(placed.payUrl);
    await approve(retry.payUrl);
    expect(await orderPaymentOf(store).watchStatus(placed.orderId)).toBe('paid');
    expect(orderPaymentOf(store).of(placed.orderId).latest.value?.state).toBe('Paid');
  });

  it('lists the orders of the signed-in customer, newest first, with the bearer token', async () => {
    expect(await api.orders.list()).toMatchObject({ ok: false, error: { status: 401 } });
    const signedIn = createApiClient({ baseUrl: base, getSsoToken: () => jwtFor(DEMO.customer) });
    const store = createStore({ api: signedIn, storage: { session: memoryStorage(), local: memoryStorage() }, dataLayer: [] });
    expect((await orderHistoryOf(store).load()).ok).toBe(true);
    const dates = (orderHistoryOf(store).state.value.data?.orders ?? []).map((o) => Date.parse(o.createdOn));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('reads a pre-order', async () => {
    const store = createStore({ api, storage: { session: memoryStorage(), local: memoryStorage() }, dataLayer: [] });
    const paid = String(DEMO.upcoming.preorderPaid);
    await preorderOf(store).load(paid);
    expect(preorderOf(store).preorder(paid).value.status === 'error').toBe(false);
    expect(preorderOf(store).preorder(paid).value.data?.state).toBe('Completed');
    await preorderOf(store).load('987654');
    expect(preorderOf(store).preorder('987654').value.status === 'error').toBe(true);
  });
});

describe('protected events, frames and request forms', () => {
  it('the store: e-mail confirmation link, then the participant photos', async () => {
    const store = createStore({ api, storage: { session: memoryStorage(), local: memoryStorage() }, dataLayer: [] });
    const event = await eventById(DEMO.protected.eventId);
    const returnUrl = 'https://shop.example/competitors/verify';
    await searchOf(store).sendVerificationEmail(event, 'stranger@example.com', returnUrl);
    expect(searchOf(store).error.value?.key).toBe('search.emailMismatch');
    await searchOf(store).sendVerificationEmail(event, DEMO.protected.email, returnUrl, 'en');
    expect(searchOf(store).emailSent.value).toBe(true);

    // Other test files share the sandbox and mail this address too (one expires its code): take our own link.
    const mail: { items: { links: { url: string }[] }[] } = await fetch(`${base}/sandbox/api/mail?to=${encodeURIComponent(DEMO.protected.email)}`).then((r) =>
      r.json(),
    );
    const link = new URL(mail.items.find((m) => m.links[0]?.url.startsWith(returnUrl))!.links[0]!.url);
    await searchOf(store).verifyLink(event, link.searchParams.get('token')!);
    expect(searchOf(store).error.value).toBeNull();
    expect(store.session.tokenFor(event.eventId)).toBeTruthy();
    expect(searchOf(store).photos.value.length).toBeGreaterThan(0);
  });

  it('the store: frame preview as an image, tokenExpired on a protected event without token', async () => {
    const store = createStore({ api, storage: { session: memoryStorage(), local: memoryStorage() }, dataLayer: [] });
    const open = await eventById(101);
    const frame = await productOf(open, 'Frame');
    const [photo] = data(await api.photos.listPhotos({ albumId: open.albumId, count: 1 })).items;
    await framePreviewOf(store).load(photo!.photoId, frame.id, open.eventId);
    expect(framePreviewOf(store).state.value).toMatchObject({ tokenExpired: false, framesStatus: 200 });
    expect(framePreviewOf(store).state.value.image?.size).toBeGreaterThan(0);

    const locked = await eventById(DEMO.protected.eventId);
    const lockedFrame = await productOf(locked, 'Frame');
    const [lockedPhoto] = data(await api.photos.listPhotos({ albumId: locked.albumId, count: 1 })).items;
    await framePreviewOf(store).load(lockedPhoto!.photoId, lockedFrame.id, locked.eventId);
    expect(framePreviewOf(store).state.value).toEqual({ image: null, tokenExpired: true, framesStatus: 401 });
  });

  it('sends the request forms', async () => {
    expect(
      data(await api.requests.send('organizers', { name: 'Ann Lee', phone: '37120000000', email: 'ann@example.com', event: 'Night run' })).requestId,
    ).toBeTruthy();
    expect(await api.requests.send('photographers', { name: 'Ann', phone: '', city: '' })).toMatchObject({
      ok: false,
      error: { status: 400, code: 'ValidationFailed' },
    });
  });
});

describe('selfie recognition', () => {
  const selfie = async (name: string, type = 'image/jpeg') =>
    new Blob([await readFile(new URL(`../../examples/sandbox/demo-selfies/${name}`, import.meta.url))], { type });

  it('uploads face.jpg as multipart and finds persons once recognition is done', async () => {
    const event = await eventById(101);
    const created = data(await api.recognition.uploadSelfie(event.albumId, await selfie('face.jpg')));
    const result = await pollUntil(
      async () => data(await api.recognition.getSelfie(created.selfieId)),
      (r) => r.state !== 'Pending',
    );
    expect(result.state).toBe('Done');
    expect(result.persons.length).toBeGreaterThan(0);
  });

  it('the store reports a photo without a face', async () => {
    const store = createStore({
      api,
      storage: { session: memoryStorage(), local: memoryStorage() },
      dataLayer: [],
      pollOptions: { intervalMs: 100, timeoutMs: 15_000 },
    });
    const event = await eventById(101);
    expect(await faceSearchOf(store).searchByFace(event, await selfie('no-face.jpg'))).toBe(false);
    expect(searchOf(store).error.value?.key).toBe('capture.noFace');
  });

  it('refuses bytes that are not an image: 415', async () => {
    const event = await eventById(101);
    expect(await api.recognition.uploadSelfie(event.albumId, new Blob(['not an image']))).toMatchObject({
      ok: false,
      error: { status: 415, code: 'UnsupportedMediaType' },
    });
  });
});

describe('injected faults', () => {
  it('status=500 is a typed failure with that status, not retried', async () => {
    expect(await faulty('status=500').photos.getEvent('101')).toMatchObject({ ok: false, error: { status: 500 } });
  });

  it('drop is no response: 1001 after the GET retries', async () => {
    const result = await faulty('drop').photos.getEvent('101');
    expect(result).toMatchObject({ ok: false, error: { status: NO_RESPONSE, code: 'NetworkError' } });
  });

  it('drop on a POST is 1001 without retry', async () => {
    expect(await faulty('drop').carts.create({ currencyId: 978 })).toMatchObject({ ok: false, error: { status: NO_RESPONSE } });
  });

  it('malformed is InvalidResponse with the actual status', async () => {
    const result = await faulty('malformed').photos.getEvent('101');
    expect(result).toMatchObject({ ok: false, error: { status: 200, code: 'InvalidResponse' } });
  });

  it('a fault on one call only, via the per-call headers', async () => {
    const client: ApiClient = api;
    expect(await client.photos.getEvent('101', { headers: { 'X-Sandbox-Fault': 'status=503' } })).toMatchObject({ ok: false, error: { status: 503 } });
    expect((await client.photos.getEvent('101')).ok).toBe(true);
  });
});

/** Pays on the sandbox pay page with a test card (approving by default). */
async function approve(payUrl: string, card: string = DEMO.cards.approve): Promise<void> {
  expect((await submitPayPage(payUrl, card)).status).toBe(303);
}
