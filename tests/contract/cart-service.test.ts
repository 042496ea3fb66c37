import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { Cart, CheckoutResult } from '../../src/api/schemas/carts';
import { Order } from '../../src/api/schemas/orders';
import type { Api } from './helpers';
import { addItem, client, DEMO, expectError, getCart, newCart, photoIds, productId, runnerPhotos, svc, wire } from './helpers';

const api = client();
const cartPath = (cartId: string, path = '') => svc('cart-service', `/shoppingCarts/${cartId}${path}`);
const addPackage = (cartId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.post(cartPath(cartId, '/items/v2'), body, { headers });
const addCode = (cartId: string, code: string) => api.post(cartPath(cartId, '/promotionalCodes'), { code });
const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const cents = (n: number) => Math.round(n * 100);

/** Σ originalPrice = amount, Σ price = totalAmount, amount − Σ discounts = totalAmount. */
function expectConsistentTotals(cart: z.input<typeof Cart>) {
  expect(cents(cart.amount)).toBe(cart.items.reduce((sum, i) => sum + cents(i.originalPrice), 0));
  expect(cents(cart.totalAmount)).toBe(cart.items.reduce((sum, i) => sum + cents(i.price), 0));
  expect(cents(cart.amount) - cart.promotionalCodes.reduce((sum, c) => sum + cents(c.discount), 0)).toBe(cents(cart.totalAmount));
}

async function openProducts(a: Api = api) {
  const catalogId = DEMO.open.catalogId;
  return {
    catalogId,
    photo: await productId(a, catalogId, 'Photo'),
    frame: await productId(a, catalogId, 'Frame'),
    withMe: await productId(a, catalogId, 'PhotosWithMe'),
    withFrame: await productId(a, catalogId, 'PhotosWithFrame'),
    video: await productId(a, catalogId, 'FullVideo'),
    gift: await productId(a, catalogId, 'Gift'),
    voucher: await productId(a, catalogId, 'Promocode'),
  };
}

describe('cart-service POST /shoppingCarts and GET /shoppingCarts/{id}', () => {
  it('creates an empty Updated cart (201) and reads it (200)', async () => {
    const res = await api.post(svc('cart-service', '/shoppingCarts'), {});
    expect(res.status).toBe(201);
    const cart = wire(Cart, res.body);
    expect(cart).toMatchObject({
      state: 'Updated',
      currencyId: 978,
      amount: 0,
      totalAmount: 0,
      customer: null,
      orderId: null,
      items: [],
      promotionalCodes: [],
      attributes: [],
    });
    expect(await getCart(api, cart.shoppingCartId)).toEqual(cart);
  });

  it('creates a cart under the id the client chose; creating it again answers the same cart', async () => {
    const id = `cart-${unique()}`;
    const first = await api.post(svc('cart-service', '/shoppingCarts'), { shoppingCartId: id, currencyId: 840 });
    expect(first.status).toBe(201);
    expect(wire(Cart, first.body)).toMatchObject({ shoppingCartId: id, currencyId: 840 });
    const again = await api.post(svc('cart-service', '/shoppingCarts'), { shoppingCartId: id });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // No body at all is fine too.
    expect((await api.call('POST', svc('cart-service', '/shoppingCarts'))).status).toBe(201);
  });

  it('rejects a bad id or currency (400), malformed JSON (400) and answers 404 for an unknown cart', async () => {
    expectError(await api.post(svc('cart-service', '/shoppingCarts'), { shoppingCartId: '../etc/passwd' }), 400, 'ValidationFailed');
    expectError(await api.post(svc('cart-service', '/shoppingCarts'), { currencyId: 'EUR' }), 400, 'ValidationFailed');
    expectError(
      await api.call('POST', svc('cart-service', '/shoppingCarts'), { body: '{"shoppingCartId":', headers: { 'Content-Type': 'application/json' } }),
      400,
      'MalformedJson',
    );
    expectError(await api.get(cartPath('no-such-cart')), 404, 'NotFound');
  });
});

describe('cart-service POST /shoppingCarts/{id}/items and /items/v2', () => {
  it('adds photos, frames, videos, gifts and vouchers (204) with prices and event grouping', async () => {
    const p = await openProducts();
    const cartId = await newCart(api);
    const [a, b] = await photoIds(api, DEMO.open.albumId, 2);
    const video = (await api.get(svc('photo-service', `/videos?albumId=${DEMO.open.albumId}`))).body.items[0].videoId;
    for (const item of [
      { productId: p.photo, catalogId: p.catalogId, photoId: a },
      { productId: p.frame, catalogId: p.catalogId, photoId: b },
      { productId: p.video, catalogId: p.catalogId, videoId: video },
      { productId: p.gift, catalogId: p.catalogId },
      { productId: p.voucher, catalogId: String(p.catalogId) },
    ]) {
      const res = await addItem(api, cartId, item);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
    }
    const cart = await getCart(api, cartId);
    expect(cart.items.map((i) => i.product.productType)).toEqual(['Photo', 'Frame', 'FullVideo', 'Gift', 'Promocode']);
    expect(cart.items.every((i) => i.catalog.eventId === DEMO.open.eventId && i.catalog.catalogId === DEMO.open.catalogId)).toBe(true);
    expect(cart.items[0]).toMatchObject({ photoId: a, originalPrice: 6.9, price: 6.9 });
    expect(cart.items[0]!.thumbnailUrl).toMatch(/thumb\.png$/);
    expect(cart.amount).toBe(6.9 + 9.9 + 14.9 + 0 + 29.9);
    expectConsistentTotals(cart);
  });

  it('answers a repeated add with the same Idempotency-Key as the first time and adds once (CONTRACT.md "General")', async () => {
    const p = await openProducts();
    const cartId = await newCart(api);
    const [photo] = await photoIds(api, DEMO.open.albumId, 1);
    const item = { productId: p.photo, catalogId: p.catalogId, photoId: photo };
    const key = { 'Idempotency-Key': `add-${unique()}` };
    expect((await addItem(api, cartId, item, key)).status).toBe(204);
    expect((await addItem(api, cartId, item, key)).status).toBe(204);
    expect((await getCart(api, cartId)).items).toHaveLength(1);
    // Without the key (or with another) it is a new add, which the cart refuses as a duplicate.
    expectError(await addItem(api, cartId, item, { 'Idempotency-Key': `add-${unique()}` }), 409, 'Duplicate');
  });

  it('adds a package of a runner’s photos; it replaces single photos it covers', async () => {
    const p = await openProducts();
    const { photoIds: mine } = await runnerPhotos(api, DEMO.open.eventId, DEMO.open.albumId, { number: '1500', surname: 'Walker' });
    const cartId = await newCart(api);
    expect((await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId: mine[0] })).status).toBe(204);
    const res = await addPackage(cartId, { productId: p.withMe, catalogId: p.catalogId, photoIds: mine, startNumber: '1500' });
    expect(res.status).toBe(204);
    const cart = await getCart(api, cartId);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ product: { productType: 'PhotosWithMe' }, photoIds: mine, price: 29.9 });
  });

  it('rejects a duplicate photo: already a photo, in the all-my-photos package, or in a framed item (409 Duplicate)', async () => {
    const p = await openProducts();
    const [a, b, c] = await photoIds(api, DEMO.open.albumId, 3, '&offset=50');
    const cartId = await newCart(api);
    expect((await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId: a })).status).toBe(204);
    const again = expectError(await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId: a }), 409, 'Duplicate');
    expect(again.message).toBe('This item has already been added to the Cart.');

    expect((await addItem(api, cartId, { productId: p.frame, catalogId: p.catalogId, photoId: b })).status).toBe(204);
    expectError(await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId: b }), 409, 'Duplicate');
    expectError(await addItem(api, cartId, { productId: p.frame, catalogId: p.catalogId, photoId: b }), 409, 'Duplicate');

    expect((await addPackage(cartId, { productId: p.withMe, catalogId: p.catalogId, photoIds: [c] })).status).toBe(204);
    expectError(await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId: c }), 409, 'Duplicate');
    expectError(await addPackage(cartId, { productId: p.withMe, catalogId: p.catalogId, photoIds: [c] }), 409, 'Duplicate');

    expect((await addPackage(cartId, { productId: p.withFrame, catalogId: p.catalogId, photoIds: [c] })).status).toBe(204);
    expectError(await addItem(api, cartId, { productId: p.frame, catalogId: p.catalogId, photoId: c }), 409, 'Duplicate');

    const video = (await api.get(svc('photo-service', `/videos?albumId=${DEMO.open.albumId}`))).body.items[0].videoId;
    expect((await addItem(api, cartId, { productId: p.video, catalogId: p.catalogId, videoId: video })).status).toBe(204);
    expectError(await addItem(api, cartId, { productId: p.video, catalogId: p.catalogId, videoId: video }), 409, 'Duplicate');
    expect((await getCart(api, cartId)).items).toHaveLength(5);
  });

  it('validates items: fields, products on sale in that catalog, photos of that event, the right endpoint', async () => {
    const p = await openProducts();
    const [photoId] = await photoIds(api, DEMO.open.albumId, 1);
    const [otherEventPhoto] = await photoIds(api, DEMO.personalCode.albumId, 1);
    const cartId = await newCart(api);
    expectError(await addItem(api, cartId, { catalogId: p.catalogId, photoId }), 400, 'ValidationFailed');
    expectError(await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId }), 400, 'ValidationFailed');
    expectError(await addItem(api, cartId, { productId: 1, catalogId: p.catalogId, photoId }), 404, 'NotFound');
    expectError(await addItem(api, cartId, { productId: p.photo, catalogId: DEMO.personalCode.catalogId, photoId }), 404, 'NotFound');
    const draft = (await api.get(svc('catalog-service', `/catalog/products?catalogId=${p.catalogId}&state=Draft`))).body.items[0].id;
    expectError(await addItem(api, cartId, { productId: draft, catalogId: p.catalogId }), 404, 'NotFound');
    expectError(await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId: 1 }), 404, 'NotFound');
    expectError(await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId: otherEventPhoto }), 400, 'ValidationFailed');
    expectError(await addItem(api, cartId, { productId: p.video, catalogId: p.catalogId, videoId: 'video-999-1' }), 404, 'NotFound');
    expectError(await addItem(api, cartId, { productId: p.withMe, catalogId: p.catalogId }), 400, 'ValidationFailed');
    expectError(await addPackage(cartId, { productId: p.photo, catalogId: p.catalogId, photoIds: [photoId] }), 400, 'ValidationFailed');
    expectError(await addPackage(cartId, { productId: p.withMe, catalogId: p.catalogId, photoIds: [] }), 400, 'ValidationFailed');
    expectError(
      await api.call('POST', cartPath(cartId, '/items'), { body: 'not json', headers: { 'Content-Type': 'application/json' } }),
      400,
      'MalformedJson',
    );
    expectError(await addItem(api, 'no-such-cart', { productId: p.photo, catalogId: p.catalogId, photoId }), 404, 'NotFound');
    expect((await getCart(api, cartId)).items).toEqual([]);
  });

  it('keeps one currency per cart: an empty cart takes the item’s, another currency is 409 CurrencyMismatch', async () => {
    const usdPhoto = await productId(api, DEMO.birthDate.catalogId, 'Photo');
    const [usdPhotoId] = await photoIds(api, DEMO.birthDate.albumId, 1);
    const cartId = await newCart(api);
    expect((await addItem(api, cartId, { productId: usdPhoto, catalogId: DEMO.birthDate.catalogId, photoId: usdPhotoId })).status).toBe(204);
    expect((await getCart(api, cartId)).currencyId).toBe(840);
    const p = await openProducts();
    const [eurPhotoId] = await photoIds(api, DEMO.open.albumId, 1);
    expectError(await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId: eurPhotoId }), 409, 'CurrencyMismatch');
  });

  it('needs the search token for a protected event’s items (401 TokenExpired)', async () => {
    const photo = await productId(api, DEMO.protected.catalogId, 'Photo');
    const [photoId] = await photoIds(api, DEMO.protected.albumId, 1);
    const cartId = await newCart(api);
    expectError(await addItem(api, cartId, { productId: photo, catalogId: DEMO.protected.catalogId, photoId }), 401, 'TokenExpired');
    expectError(
      await addItem(api, cartId, { productId: photo, catalogId: DEMO.protected.catalogId, photoId }, { 'X-Search-Token': 'st_forged' }),
      401,
      'TokenExpired',
    );
  });
});

describe('cart-service DELETE items', () => {
  it('removes one item (204) or several (204); an unknown item id is 404', async () => {
    const p = await openProducts();
    const ids = await photoIds(api, DEMO.open.albumId, 3, '&offset=100');
    const cartId = await newCart(api);
    for (const photoId of ids) await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId });
    const [first, second, third] = (await getCart(api, cartId)).items.map((i) => String(i.shoppingCartItemId));
    const one = await api.del(cartPath(cartId, `/items/${first}`));
    expect(one.status).toBe(204);
    expectError(await api.del(cartPath(cartId, `/items/${first}`)), 404, 'NotFound');
    const many = await api.del(cartPath(cartId, '/items'), { items: [second, third, 'already-gone'] });
    expect(many.status).toBe(204);
    const cart = await getCart(api, cartId);
    expect(cart.items).toEqual([]);
    expect(cart.amount).toBe(0);
    expectError(await api.del(cartPath(cartId, '/items'), { items: 'all' }), 400, 'ValidationFailed');
  });
});

describe('cart-service promotional codes (PRODUCT.md §errors-promo)', () => {
  async function cartWithPhoto() {
    const p = await openProducts();
    const cartId = await newCart(api);
    const [photoId] = await photoIds(api, DEMO.open.albumId, 1, `&offset=${150 + Math.floor(Math.random() * 80)}`);
    await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId });
    return { cartId, p };
  }

  it.each([
    ['EXPIRED10', 410, 'PromoCodeExpired', 'The promo code has expired'],
    ['INACTIVE10', 422, 'PromoCodeInactive', 'The promo code is not active'],
    ['LIMIT10', 429, 'PromoCodeLimitReached', 'The promo code usage limit has been reached'],
    ['NO-SUCH-CODE', 404, 'PromoCodeNotFound', 'Promo code not found'],
    ['RESTRICTED10', 422, 'PromoCodeRestricted', 'This promo code is not valid on selected items'],
  ])('%s → %i %s', async (code, status, errorCode, message) => {
    const { cartId } = await cartWithPhoto();
    expect(expectError(await addCode(cartId, code), status, errorCode).message).toBe(message);
    expect((await getCart(api, cartId)).promotionalCodes).toEqual([]);
  });

  it('CONFLICT10 conflicts with any other code, whichever came first (409 PromoCodeConflict)', async () => {
    const { cartId } = await cartWithPhoto();
    expect((await addCode(cartId, `SAVE10-${unique()}`)).status).toBe(204);
    const conflict = expectError(await addCode(cartId, 'CONFLICT10'), 409, 'PromoCodeConflict');
    expect(conflict.message).toBe('This promo code conflicts with another promo code in Cart');

    const other = await cartWithPhoto();
    expect((await addCode(other.cartId, 'conflict10')).status).toBe(204);
    expectError(await addCode(other.cartId, `SAVE10-${unique()}`), 409, 'PromoCodeConflict');
  });

  it('SAVE10 takes 10% off every line, consistently in amount, discount and totalAmount', async () => {
    const { cartId, p } = await cartWithPhoto();
    const [photoId] = await photoIds(api, DEMO.open.albumId, 1, '&offset=7');
    await addItem(api, cartId, { productId: p.frame, catalogId: p.catalogId, photoId });
    const code = `SAVE10-${unique()}`;
    expect((await addCode(cartId, code.toLowerCase())).status).toBe(204);
    const cart = await getCart(api, cartId);
    expect(cart.promotionalCodes).toEqual([expect.objectContaining({ code, discount: 1.68 })]);
    expect(cart).toMatchObject({ amount: 16.8, totalAmount: 15.12 });
    expect(cart.items.map((i) => i.price)).toEqual([6.21, 8.91]);
    expectConsistentTotals(cart);
    // The same code twice in one cart is a conflict.
    expectError(await addCode(cartId, code), 409, 'PromoCodeConflict');
  });

  it('a GIFT code makes the all-my-photos package free, and needs one in the cart', async () => {
    const p = await openProducts();
    const { photoIds: mine } = await runnerPhotos(api, DEMO.open.eventId, DEMO.open.albumId, { number: '88', surname: 'Rossi' });
    // A single photo the package does not cover (a package replaces the photos it covers).
    const other = (await photoIds(api, DEMO.open.albumId, 100)).find((id) => !mine.includes(id))!;
    const cartId = await newCart(api);
    await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId: other });
    const gift = `GIFT-${unique()}`;
    expectError(await addCode(cartId, gift), 422, 'PromoCodeRestricted');
    expect((await addPackage(cartId, { productId: p.withMe, catalogId: p.catalogId, photoIds: mine, startNumber: '88' })).status).toBe(204);
    expect((await addCode(cartId, gift)).status).toBe(204);
    expect((await addCode(cartId, `SAVE10-${unique()}`)).status).toBe(204);
    const cart = await getCart(api, cartId);
    const pack = cart.items.find((i) => i.product.productType === 'PhotosWithMe')!;
    expect(pack).toMatchObject({ originalPrice: 29.9, price: 0 });
    expect(cart.promotionalCodes.map((c) => c.discount)).toEqual([29.9, 0.69]);
    expect(cart.totalAmount).toBe(6.21);
    expectConsistentTotals(cart);
  });

  it('RESTRICTED10 applies to videos only', async () => {
    const { cartId, p } = await cartWithPhoto();
    const video = (await api.get(svc('photo-service', `/videos?albumId=${DEMO.open.albumId}`))).body.items[1].videoId;
    await addItem(api, cartId, { productId: p.video, catalogId: p.catalogId, videoId: video });
    expect((await addCode(cartId, 'RESTRICTED10')).status).toBe(204);
    const cart = await getCart(api, cartId);
    expect(cart.items.map((i) => [i.product.productType, i.price])).toEqual([
      ['Photo', 6.9],
      ['FullVideo', 13.41],
    ]);
    expectConsistentTotals(cart);
  });

  it('removes a code (204) and answers 404 for a code not in the cart; validates the body', async () => {
    const { cartId } = await cartWithPhoto();
    await addCode(cartId, `SAVE10-${unique()}`);
    const [code] = (await getCart(api, cartId)).promotionalCodes;
    expect((await api.del(cartPath(cartId, `/promotionalCodes/${code!.promotionalCodeId}`))).status).toBe(204);
    const cart = await getCart(api, cartId);
    expect(cart.promotionalCodes).toEqual([]);
    expect(cart.totalAmount).toBe(cart.amount);
    expectError(await api.del(cartPath(cartId, `/promotionalCodes/${code!.promotionalCodeId}`)), 404, 'NotFound');
    expectError(await api.post(cartPath(cartId, '/promotionalCodes'), {}), 400, 'ValidationFailed');
  });
});

describe('cart-service attributes and customer', () => {
  it('PATCH attributes replaces the keys given (204)', async () => {
    const cartId = await newCart(api);
    expect(
      (
        await api.patch(cartPath(cartId, '/attributes'), [
          { key: 'Language', value: 'en' },
          { key: 'Theme', value: '' },
        ])
      ).status,
    ).toBe(204);
    expect((await api.patch(cartPath(cartId, '/attributes'), [{ key: 'Language', value: 'de' }])).status).toBe(204);
    expect((await getCart(api, cartId)).attributes).toEqual([
      { key: 'Theme', value: '' },
      { key: 'Language', value: 'de' },
    ]);
    expectError(await api.patch(cartPath(cartId, '/attributes'), { Language: 'de' }), 400, 'ValidationFailed');
    expectError(await api.patch(cartPath(cartId, '/attributes'), [{ key: 'Language' }]), 400, 'ValidationFailed');
  });

  it('PUT customer stores the e-mail and company (204); a bad one is 400 InvalidCustomer', async () => {
    const cartId = await newCart(api);
    expect((await api.put(cartPath(cartId, '/customer'), { email: 'a@example.com', company: { name: 'ACME', vatNumber: 'AT123' } })).status).toBe(204);
    expect((await getCart(api, cartId)).customer).toEqual({ email: 'a@example.com', company: { name: 'ACME', vatNumber: 'AT123' } });
    expectError(await api.put(cartPath(cartId, '/customer'), { email: 'not-an-email' }), 400, 'InvalidCustomer');
    expectError(await api.put(cartPath(cartId, '/customer'), { email: 'a@example.com', company: { name: 'ACME' } }), 400, 'InvalidCustomer');
    expectError(await api.put(cartPath(cartId, '/customer'), 'a@example.com'), 400, 'InvalidCustomer');
  });
});

describe('cart-service checkout and cart states (PRODUCT.md §states-cart)', () => {
  it('Updated → Processed: checkout needs items and a customer, creates the order once, then locks the cart', async () => {
    const p = await openProducts();
    const cartId = await newCart(api);
    expectError(await api.post(cartPath(cartId), {}), 400, 'CartEmpty');
    const [photoId] = await photoIds(api, DEMO.open.albumId, 1, '&offset=33');
    await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId });
    expectError(await api.post(cartPath(cartId), {}), 400, 'CustomerRequired');
    await api.put(cartPath(cartId, '/customer'), { email: 'checkout@example.com' });

    const res = await api.post(cartPath(cartId), {});
    expect(res.status).toBe(200);
    const result = wire(CheckoutResult, res.body);
    const cart = await getCart(api, cartId);
    expect(cart).toMatchObject({ state: 'Processed', orderId: result.orderId });

    const again = wire(CheckoutResult, (await api.post(cartPath(cartId), {})).body);
    expect(again).toEqual(result);
    const order = wire(Order, (await api.get(svc('order-service', `/orders/${result.orderId}`))).body);
    expect(order).toMatchObject({ state: 'AwaitingPayment', invoiceId: result.invoiceId, totalAmount: 6.9, customer: { email: 'checkout@example.com' } });

    const [other] = await photoIds(api, DEMO.open.albumId, 1, '&offset=34');
    expectError(await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId: other }), 409, 'CartCheckedOut');
    expectError(await addCode(cartId, `SAVE10-${unique()}`), 409, 'CartCheckedOut');
    expectError(await api.del(cartPath(cartId, `/items/${cart.items[0]!.shoppingCartItemId}`)), 409, 'CartCheckedOut');
    // Language and theme still follow the visitor.
    expect((await api.patch(cartPath(cartId, '/attributes'), [{ key: 'Language', value: 'es' }])).status).toBe(204);
  });

  it('→ Deleted: DELETE clears the cart (204); it then reads as Deleted and takes no more changes', async () => {
    const p = await openProducts();
    const cartId = await newCart(api);
    const [photoId] = await photoIds(api, DEMO.open.albumId, 1);
    await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId });
    expect((await api.del(cartPath(cartId))).status).toBe(204);
    const cart = await getCart(api, cartId);
    expect(cart).toMatchObject({ state: 'Deleted', items: [], amount: 0 });
    expectError(await addItem(api, cartId, { productId: p.photo, catalogId: p.catalogId, photoId }), 404, 'NotFound');
    expectError(await api.post(cartPath(cartId), {}), 404, 'NotFound');
    expect((await api.del(cartPath(cartId))).status).toBe(204);
    expectError(await api.del(cartPath('no-such-cart')), 404, 'NotFound');
    // The same id can start over as a new cart.
    expect(wire(Cart, (await api.post(svc('cart-service', '/shoppingCarts'), { shoppingCartId: cartId })).body).state).toBe('Updated');
  });
});
