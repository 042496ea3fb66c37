import { describe, expect, it, vi } from 'vitest';
import { CART_ID_KEY } from '../../../src/store/cart-rules';
import { createStore, type Store } from '../../../src/store/create-store';
import { memoryStorage } from '../../../src/store/storage';
import { answers, fakeApi } from '../helpers/fake-api';
import { cart, item, product, promo } from '../helpers/fixtures';
import { fail, ok } from '../helpers/results';

function setup(carts: NonNullable<Parameters<typeof fakeApi>[0]>['carts'], { cartId }: { cartId?: string } = {}) {
  const storage = { session: memoryStorage(), local: memoryStorage() };
  if (cartId) storage.session.setItem(CART_ID_KEY, cartId);
  const dataLayer: unknown[] = [];
  const store = createStore({ api: fakeApi({ carts }), storage, dataLayer, settings: { lang: 'de', theme: 'trail-cup' } });
  return { store, storage, dataLayer };
}

describe('cart store: fetch', () => {
  it('200 stores the cart and clears the error flag', async () => {
    const c = cart({ items: [item('Photo')] });
    const { store } = setup({ get: answers(fail(500), ok(c)) }, { cartId: 'cart-1' });
    await store.cart.load();
    expect(store.cart.error.value).toBe(true);
    await store.cart.load();
    expect(store.cart.cart.value).toEqual(c);
    expect(store.cart.error.value).toBe(false);
    expect(store.cart.count.value).toBe(1);
  });

  it('another status clears the cart and raises the flag', async () => {
    const { store, storage } = setup({ get: answers(ok(cart()), fail(500)) }, { cartId: 'cart-1' });
    await store.cart.load();
    await store.cart.load();
    expect(store.cart.cart.value).toBeNull();
    expect(store.cart.error.value).toBe(true);
    expect(storage.session.getItem(CART_ID_KEY)).toBe('cart-1');
  });

  it('a Deleted cart is an error, not stored, and its id is dropped', async () => {
    const { store, storage } = setup({ get: answers(ok(cart({ state: 'Deleted' }))) }, { cartId: 'cart-1' });
    await store.cart.load();
    expect(store.cart.cart.value).toBeNull();
    expect(store.cart.error.value).toBe(true);
    expect(store.cart.failure.value).toBe('cleared');
    expect(storage.session.getItem(CART_ID_KEY)).toBeNull();
  });

  it('widgets mounting together share one fetch (refresh), which brings the attributes up to date', async () => {
    const attributes = [
      { key: 'Language', value: 'de' },
      { key: 'Theme', value: 'trail-cup' },
    ];
    const get = answers(ok(cart()), ok(cart({ attributes })));
    const setAttributes = answers(ok(undefined, 204));
    const { store } = setup({ get, setAttributes }, { cartId: 'cart-1' });
    await Promise.all([store.cart.refresh(), store.cart.refresh(), store.cart.refresh()]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(setAttributes).toHaveBeenCalledExactlyOnceWith('cart-1', attributes);
    // Up to date now: the next mount sends nothing.
    await store.cart.refresh();
    expect(setAttributes).toHaveBeenCalledTimes(1);
  });

  it('without a stored id there is nothing to fetch', async () => {
    const { store } = setup({});
    expect(await store.cart.load()).toBeNull();
    expect(store.cart.error.value).toBe(false);
  });
});

describe('cart store: reads and writes on the store primitives', () => {
  /** A call whose answers the test gives, in any order. */
  function held<R>() {
    const calls: Array<{ args: unknown[]; answer: (r: R) => void }> = [];
    const fn = vi.fn((...args: unknown[]) => new Promise<R>((answer) => calls.push({ args, answer })));
    return { fn, calls };
  }

  it('the newest read wins: an older answer arriving last does not undo it', async () => {
    const get = held<ReturnType<typeof ok>>();
    const { store } = setup({ get: get.fn as never }, { cartId: 'cart-1' });
    const older = store.cart.load();
    const newer = store.cart.load();
    get.calls[1]!.answer(ok(cart({ items: [item('Photo'), item('Photo')] })));
    await newer;
    get.calls[0]!.answer(ok(cart({ items: [] })));
    await older;
    expect(store.cart.count.value).toBe(2);
  });

  it('a read of a cart the tab has left since does not bring it back', async () => {
    const get = held<ReturnType<typeof ok>>();
    const { store } = setup({ get: get.fn as never }, { cartId: 'cart-1' });
    const read = store.cart.load();
    store.cart.forget();
    get.calls[0]!.answer(ok(cart({ items: [item('Photo')] })));
    await read;
    expect(store.cart.cart.value).toBeNull();
    expect(store.cart.count.value).toBe(0);
    // Nothing is read any more: the cart is not left "loading" (its views would spin for ever).
    expect(store.cart.loading.value).toBe(false);
  });

  it('Try again gives up the write under way and sends the same one again; Cancel gives it up and reads the cart', async () => {
    const removeItem = held<ReturnType<typeof ok>>();
    const get = answers(ok(cart({ items: [item('Photo')] })));
    const { store } = setup({ get, removeItem: removeItem.fn as never }, { cartId: 'cart-1' });
    const first = store.cart.removeItem('line-1');
    expect(store.cart.writing.value).toBe(true);
    const again = store.cart.retryWrite();
    expect(removeItem.fn).toHaveBeenCalledTimes(2);
    expect(removeItem.calls[1]!.args.slice(0, 2)).toEqual(['cart-1', 'line-1']);
    const signals = removeItem.calls.map((c) => (c.args[2] as { signal: AbortSignal }).signal);
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    removeItem.calls[0]!.answer(fail(0, 'Aborted'));
    removeItem.calls[1]!.answer(ok(undefined, 204));
    await Promise.all([first, again]);
    expect(store.cart.writing.value).toBe(false);

    const reads = get.mock.calls.length;
    const third = store.cart.removeItem('line-1');
    store.cart.cancelWrites();
    expect((removeItem.calls[2]!.args[2] as { signal: AbortSignal }).signal.aborted).toBe(true);
    expect(get.mock.calls.length).toBeGreaterThan(reads);
    removeItem.calls[2]!.answer(fail(0, 'Aborted'));
    await third;
    expect(store.cart.writing.value).toBe(false);
  });
});

describe('cart store: adding', () => {
  it('creates the cart on the first add: 201 → cartId in sessionStorage, attributes sent', async () => {
    const created = cart({ shoppingCartId: 'new-1' });
    const api = {
      create: answers(ok(created, 201)),
      setAttributes: answers(ok(undefined, 204)),
      addItem: answers(ok(undefined, 204)),
      get: answers(ok(cart({ shoppingCartId: 'new-1', items: [item('Photo')] }))),
    };
    const { store, storage, dataLayer } = setup(api);
    const p = product('Photo', { id: 'prod-9', price: 4.5, title: 'Digital photo' });
    const result = await store.cart.addItem(p, { photoId: 'ph-1' });
    expect(result.ok).toBe(true);
    expect(api.create).toHaveBeenCalledWith({ shoppingCartId: expect.stringMatching(/^[0-9a-f]{32}$/), currencyId: 978 }, { signal: expect.any(AbortSignal) });
    expect(storage.session.getItem('cartId')).toBe('new-1');
    expect(api.setAttributes).toHaveBeenCalledWith('new-1', [
      { key: 'Language', value: 'de' },
      { key: 'Theme', value: 'trail-cup' },
    ]);
    expect(api.addItem).toHaveBeenCalledWith('new-1', { productId: 'prod-9', catalogId: 'cat-1', photoId: 'ph-1' }, null, { signal: expect.any(AbortSignal) });
    expect(store.cart.count.value).toBe(1);
    expect(dataLayer).toEqual([
      {
        event: 'addToCart',
        ecommerce: { currencyCode: 'EUR', add: { products: [{ id: 'prod-9', name: 'Digital photo', price: 4.5, category: 'Photo', quantity: 1 }] } },
      },
    ]);
  });

  it('sends its own shoppingCartId; after a create without an answer the retry names the same cart, a new cart gets a new id', async () => {
    const api = {
      create: answers(fail(1001, 'NetworkError'), ok(cart({ shoppingCartId: 'from-server' }), 201), fail(500)),
      setAttributes: answers(ok(undefined, 204)),
      addItem: answers(ok(undefined, 204)),
      get: answers(ok(cart({ shoppingCartId: 'from-server' }))),
    };
    const { store } = setup(api);
    expect((await store.cart.addItem(product('Photo'))).ok).toBe(false);
    expect((await store.cart.addItem(product('Photo'))).ok).toBe(true);
    const [first, retry] = api.create.mock.calls.map((call) => (call[0] as { shoppingCartId: string }).shoppingCartId);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    store.cart.cart.value = { ...store.cart.cart.value!, orderId: 'o-1' }; // checked out: the next add makes a new cart
    await store.cart.addItem(product('Photo'));
    expect((api.create.mock.calls[2]![0] as { shoppingCartId: string }).shoppingCartId).not.toBe(first);
  });

  it('a new cart takes the currency of the first product added', async () => {
    const api = {
      create: answers(ok(cart({ shoppingCartId: 'usd', currencyId: 840 }), 201)),
      setAttributes: answers(ok(undefined, 204)),
      addItem: answers(ok(undefined, 204)),
      get: answers(ok(cart({ shoppingCartId: 'usd', currencyId: 840 }))),
    };
    const { store, dataLayer } = setup(api);
    await store.cart.addItem(product('Photo', { currencyId: 840 }));
    expect(api.create).toHaveBeenCalledWith({ shoppingCartId: expect.any(String), currencyId: 840 }, { signal: expect.any(AbortSignal) });
    expect(dataLayer[0]).toMatchObject({ ecommerce: { currencyCode: 'USD' } });
  });

  it('two adds at once create one cart', async () => {
    const api = {
      create: answers(ok(cart({ shoppingCartId: 'new-1' }), 201)),
      setAttributes: answers(ok(undefined, 204)),
      addItem: answers(ok(undefined, 204)),
      get: answers(ok(cart({ shoppingCartId: 'new-1' }))),
    };
    const { store } = setup(api);
    await Promise.all([store.cart.addItem(product()), store.cart.addItem(product('Frame'))]);
    expect(api.create).toHaveBeenCalledTimes(1);
  });

  it('reuses the stored cart, and starts a new one once it is checked out', async () => {
    const api = {
      get: answers(ok(cart({ shoppingCartId: 'old', orderId: 'o-1', state: 'Processed' })), ok(cart({ shoppingCartId: 'new-2' }))),
      create: answers(ok(cart({ shoppingCartId: 'new-2' }), 201)),
      setAttributes: answers(ok(undefined, 204)),
      addItem: answers(ok(undefined, 204)),
    };
    const { store, storage } = setup(api, { cartId: 'old' });
    await store.cart.load();
    expect(store.cart.checkedOut.value).toBe(true);
    await store.cart.addItem(product());
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(storage.session.getItem('cartId')).toBe('new-2');
  });

  it('a checked-out cart counts 0 in the badge and names its order; the next add counts 1 in a new cart', async () => {
    const paid = cart({ shoppingCartId: 'old', orderId: 'o-7', state: 'Processed', items: [item('Photo'), item('Frame')] });
    const api = {
      get: answers(ok(paid), ok(cart({ shoppingCartId: 'new-3', items: [item('Photo')] }))),
      create: answers(ok(cart({ shoppingCartId: 'new-3' }), 201)),
      setAttributes: answers(ok(undefined, 204)),
      addItem: answers(ok(undefined, 204)),
    };
    const { store } = setup(api, { cartId: 'old' });
    await store.cart.refresh();
    expect(store.cart.count.value).toBe(0);
    expect(store.cart.orderId.value).toBe('o-7');
    await store.cart.addItem(product());
    expect(store.cart.cart.value?.shoppingCartId).toBe('new-3');
    expect(store.cart.count.value).toBe(1);
    expect(store.cart.orderId.value).toBeNull();
  });

  it('a refetch finds the cart paid in another tab: the badge drops to 0', async () => {
    const open = cart({ items: [item('Photo')] });
    const { store } = setup({ get: answers(ok(open), ok({ ...open, orderId: 'o-8', state: 'Processed' })) }, { cartId: 'cart-1' });
    await store.cart.load();
    expect(store.cart.count.value).toBe(1);
    expect(store.cart.orderId.value).toBeNull();
    await store.cart.refresh();
    expect(store.cart.count.value).toBe(0);
    expect(store.cart.orderId.value).toBe('o-8');
  });

  it('sends the event search token with the item of a protected event', async () => {
    const api = { get: answers(ok(cart())), addItem: answers(ok(undefined, 204)), setAttributes: answers(ok(undefined, 204)) };
    const { store } = setup(api, { cartId: 'cart-1' });
    store.session.setSearchToken('ev-1', { token: 'st-1', expired: false, competitor: null });
    await store.cart.addItem(product(), { photoId: 'ph' }, 'ev-1');
    expect(api.addItem.mock.calls[0]?.[2]).toBe('st-1');
  });

  it('a failed add flags the error and saves the status; a duplicate has its own message', async () => {
    const api = { get: answers(ok(cart())), addItem: answers(fail(409, 'Duplicate'), fail(500, 'Boom')), setAttributes: answers(ok(undefined, 204)) };
    const { store, dataLayer } = setup(api, { cartId: 'cart-1' });
    await store.cart.addItem(product());
    expect(store.cart.addItemError.value).toEqual({ status: 409, code: 'Duplicate', key: 'cart.duplicate' });
    await store.cart.addItem(product());
    expect(store.cart.addItemError.value).toEqual({ status: 500, code: 'Boom', key: 'cart.addError' });
    expect(dataLayer).toEqual([]);
  });

  it('adds a package with the v2 call', async () => {
    const api = { get: answers(ok(cart())), addPackage: answers(ok(undefined, 204)), setAttributes: answers(ok(undefined, 204)) };
    const { store } = setup(api, { cartId: 'cart-1' });
    await store.cart.addPackage(product('PhotosWithMe', { id: 'pk' }), ['a', 'b'], '7');
    expect(api.addPackage).toHaveBeenCalledWith('cart-1', { productId: 'pk', catalogId: 'cat-1', photoIds: ['a', 'b'], startNumber: '7' }, null, {
      signal: expect.any(AbortSignal),
    });
    expect(store.cart.addItemError.value).toBeNull();
  });
});

describe('cart store: promo codes', () => {
  it('keeps the server error body and maps its code to the message', async () => {
    const body = { code: 'PromoCodeLimitReached', message: 'The promo code usage limit has been reached' };
    const api = { get: answers(ok(cart())), addPromoCode: answers(fail(429, 'PromoCodeLimitReached', { body })), setAttributes: answers(ok(undefined, 204)) };
    const { store } = setup(api, { cartId: 'cart-1' });
    await store.cart.addPromoCode(' GIFT ');
    expect(api.addPromoCode).toHaveBeenCalledWith('cart-1', 'GIFT', { signal: expect.any(AbortSignal) });
    expect(store.cart.promoError.value).toEqual({ status: 429, key: 'promo.limitReached', body });
  });

  it('an unknown failure gets the unknown-error message', async () => {
    const api = { get: answers(ok(cart())), addPromoCode: answers(fail(1001, 'NetworkError')), setAttributes: answers(ok(undefined, 204)) };
    const { store } = setup(api, { cartId: 'cart-1' });
    await store.cart.addPromoCode('X');
    expect(store.cart.promoError.value?.key).toBe('promo.unknown');
  });

  it('success clears the promo error and refreshes the cart', async () => {
    const withCode = cart({ promotionalCodes: [promo('cat-1')] });
    const api = {
      get: answers(ok(cart()), ok(withCode)),
      addPromoCode: answers(fail(404, 'PromoCodeNotFound'), ok(undefined, 204)),
      setAttributes: answers(ok(undefined, 204)),
    };
    const { store } = setup(api, { cartId: 'cart-1' });
    await store.cart.addPromoCode('X');
    await store.cart.addPromoCode('Y');
    expect(store.cart.promoError.value).toBeNull();
    expect(store.cart.count.value).toBe(1);
  });
});

describe('cart store: removals reset the error flag (PRODUCT.md §states-cart)', () => {
  const lines = [item('Photo', { id: 'i1' }), item('Frame', { id: 'i2' })];
  const loaded = cart({ items: lines, promotionalCodes: [promo('cat-1')] });
  const removalApi = () => ({
    get: answers(ok(loaded)),
    removeItem: answers(ok(undefined, 204)),
    removeItems: answers(ok(undefined, 204)),
    removePromoCode: answers(ok(undefined, 204)),
    clear: answers(ok(undefined, 204)),
  });

  type Name = 'removeItem' | 'removeItems' | 'removePromoCode' | 'clear';
  it.each([
    ['removeItem', (s: Store) => s.cart.removeItem('i1')],
    ['removeItems', (s: Store) => s.cart.removeItems(['i1', 'i2'])],
    ['removePromoCode', (s: Store) => s.cart.removePromoCode('pc')],
    ['clear', (s: Store) => s.cart.clear()],
  ] as [Name, (s: Store) => Promise<unknown>][])('%s resets the flag before calling the server', async (name, run) => {
    const api = removalApi();
    const { store } = setup(api, { cartId: 'cart-1' });
    api.get.mockResolvedValueOnce(fail(500));
    await store.cart.load();
    expect(store.cart.error.value).toBe(true);
    let flagDuringCall: boolean | undefined;
    api[name].mockImplementation(async () => {
      flagDuringCall = store.cart.error.value;
      return ok(undefined, 204);
    });
    await run(store);
    expect(flagDuringCall).toBe(false);
    expect(store.cart.error.value).toBe(false);
  });

  it('removing pushes the remove event without price', async () => {
    const { store, dataLayer } = setup(removalApi(), { cartId: 'cart-1' });
    await store.cart.load();
    await store.cart.removeItems(['i1', 'i2']);
    expect(dataLayer).toEqual([
      {
        event: 'removeFromCart',
        ecommerce: {
          currencyCode: 'EUR',
          remove: {
            products: [
              { id: 'p-Photo', name: 'Photo product', category: 'Photo', quantity: 1 },
              { id: 'p-Frame', name: 'Frame product', category: 'Frame', quantity: 1 },
            ],
          },
        },
      },
    ]);
  });

  it('clear forgets the cart and its id', async () => {
    const { store, storage } = setup(removalApi(), { cartId: 'cart-1' });
    await store.cart.load();
    await store.cart.clear();
    expect(store.cart.cart.value).toBeNull();
    expect(storage.session.getItem('cartId')).toBeNull();
  });
});

describe('cart store: attributes follow the settings', () => {
  it('PATCHes Language and Theme when the language changes', async () => {
    const api = {
      get: answers(
        ok(
          cart({
            attributes: [
              { key: 'Language', value: 'de' },
              { key: 'Theme', value: 'trail-cup' },
            ],
          }),
        ),
      ),
      setAttributes: answers(ok(undefined, 204)),
    };
    const { store } = setup(api, { cartId: 'cart-1' });
    await store.cart.load();
    store.settings.update({ lang: 'es' });
    await Promise.resolve();
    expect(api.setAttributes).toHaveBeenCalledWith('cart-1', [
      { key: 'Language', value: 'es' },
      { key: 'Theme', value: 'trail-cup' },
    ]);
  });

  it('sends the US variant name as Theme', async () => {
    const api = { get: answers(ok(cart())), setAttributes: answers(ok(undefined, 204)) };
    const { store } = setup(api, { cartId: 'cart-1' });
    await store.cart.load();
    store.settings.update({ isUS: true });
    await Promise.resolve();
    expect(api.setAttributes).toHaveBeenCalledWith('cart-1', [
      { key: 'Language', value: 'de' },
      { key: 'Theme', value: 'US' },
    ]);
  });
});
