/**
 * The planted cart (PRODUCT.md §entities-cart-handover): a link names a cart its maker made. The
 * visitor's store must never shop in it: its lines are copied into the visitor's own cart, and
 * the visitor's cart never goes into it.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../src/api/schemas';
import { takeHanded } from '../../../src/store/cart-handover';
import { CART_ID_KEY, HANDED_CART_KEY } from '../../../src/store/cart-rules';
import { createStore } from '../../../src/store/create-store';
import { memoryStorage } from '../../../src/store/storage';
import { fakeApi } from '../helpers/fake-api';
import { cart, item, promo } from '../helpers/fixtures';
import { fail, ok } from '../helpers/results';

/** A cart service keeping carts by id, as the server does. */
function cartServer(initial: Cart[]) {
  const carts = new Map(initial.map((c) => [c.shoppingCartId, structuredClone(c)]));
  const touched = new Set<string>();
  const change = (id: string, run: (c: Cart) => void) => {
    const c = carts.get(id);
    if (!c) return fail(404, 'NotFound');
    touched.add(id);
    run(c);
    return ok(undefined, 204);
  };
  const api = {
    get: vi.fn(async (id: string) => (carts.has(id) ? ok(structuredClone(carts.get(id)!)) : fail(404))),
    create: vi.fn(async (body: { shoppingCartId?: string } = {}) => {
      const shoppingCartId = body.shoppingCartId ?? 'server-made';
      carts.set(shoppingCartId, cart({ shoppingCartId }));
      return ok(cart({ shoppingCartId }), 201);
    }),
    setAttributes: vi.fn(async (id: string) => change(id, () => {})),
    addItem: vi.fn(async (id: string, body: { productId: string; catalogId: string; photoId?: string }) =>
      change(id, (c) => c.items.push({ ...item('Photo', { catalogId: body.catalogId }), photoId: body.photoId ?? null })),
    ),
    addPackage: vi.fn(async (id: string, body: { catalogId: string; photoIds: string[] }) =>
      change(id, (c) => c.items.push({ ...item('PhotosWithMe', { catalogId: body.catalogId }), photoIds: body.photoIds })),
    ),
    addPromoCode: vi.fn(async (id: string, code: string) => change(id, (c) => c.promotionalCodes.push(promo(null, code)))),
    clear: vi.fn(async (id: string) => change(id, (c) => Object.assign(c, { state: 'Deleted', items: [], promotionalCodes: [] }))),
    setCustomer: vi.fn(async (id: string, customer: { email: string }) => change(id, (c) => Object.assign(c, { customer }))),
  };
  return { api, carts, touched };
}

function visit(server: ReturnType<typeof cartServer>, { handed, own }: { handed: string; own?: string }) {
  const storage = { session: memoryStorage(), local: memoryStorage() };
  storage.session.setItem(HANDED_CART_KEY, handed);
  if (own) storage.session.setItem(CART_ID_KEY, own);
  const store = createStore({ api: fakeApi({ carts: server.api }), storage, dataLayer: [], settings: { lang: 'en' } });
  return { store, storage };
}

const planted = () => cart({ shoppingCartId: 'planted', items: [{ ...item('Photo'), photoId: 'ph-7' }], promotionalCodes: [promo(null, 'SAVE5')] });

describe('a cart that arrived in a link', () => {
  it('is never the visitor cart: its lines are copied into a new cart of the visitor own', async () => {
    const server = cartServer([planted()]);
    const { store, storage } = visit(server, { handed: 'planted' });
    const handed = await takeHanded(store);

    const mine = storage.session.getItem(CART_ID_KEY);
    expect(mine).not.toBeNull();
    expect(mine).not.toBe('planted');
    expect(store.cart.cart.value?.shoppingCartId).toBe(mine);
    expect(store.cart.cart.value?.items.map((i) => i.photoId)).toEqual(['ph-7']);
    expect(store.cart.cart.value?.promotionalCodes.map((c) => c.code)).toEqual(['SAVE5']);
    expect(handed).toEqual({ carried: 2, missed: 0 });
    // Read once: a reload does not copy it again.
    expect(storage.session.getItem(HANDED_CART_KEY)).toBeNull();
  });

  it("what the visitor then does (customer, checkout) never reaches the link maker's cart", async () => {
    const server = cartServer([planted()]);
    const { store } = visit(server, { handed: 'planted' });
    await takeHanded(store);
    await server.api.setCustomer(store.cart.cartId()!, { email: 'runner@example.com' });
    const theirs = server.carts.get('planted')!;
    expect(theirs.customer).toBeNull();
    expect(theirs.orderId).toBeNull();
    // Emptied once everything came over: the page that handed it over no longer offers it.
    expect(theirs.state).toBe('Deleted');
    expect(server.api.setCustomer).not.toHaveBeenCalledWith('planted', expect.anything());
  });

  it("the visitor's own cart takes the lines and is never moved into the link's cart", async () => {
    const server = cartServer([planted(), cart({ shoppingCartId: 'mine', items: [{ ...item('Photo'), photoId: 'ph-1' }] })]);
    const { store, storage } = visit(server, { handed: 'planted', own: 'mine' });
    await takeHanded(store);
    expect(storage.session.getItem(CART_ID_KEY)).toBe('mine');
    expect(store.cart.cart.value?.items.map((i) => i.photoId)).toEqual(['ph-1', 'ph-7']);
    const written = [server.api.addItem, server.api.addPackage, server.api.addPromoCode, server.api.setAttributes].flatMap((call) =>
      call.mock.calls.map(([id]) => id),
    );
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((id) => id === 'mine')).toBe(true);
  });

  it('lines that cannot be copied stay behind, the visitor is told, and the link cart is left as it was', async () => {
    const server = cartServer([planted()]);
    server.api.addItem.mockResolvedValueOnce(fail(403, 'SearchTokenRequired'));
    const { store } = visit(server, { handed: 'planted' });
    const handed = await takeHanded(store);
    expect(handed).toEqual({ carried: 1, missed: 1 });
    expect(server.carts.get('planted')?.state).toBe('Updated');
  });

  it('a checked-out or unknown cart of a link brings nothing', async () => {
    for (const from of [cart({ shoppingCartId: 'planted', orderId: 'o-1', items: [item('Photo')] }), null]) {
      const server = cartServer(from ? [from] : []);
      const { store, storage } = visit(server, { handed: 'planted' });
      const handed = await takeHanded(store);
      expect(storage.session.getItem(CART_ID_KEY)).toBeNull();
      expect(handed).toBeNull();
      expect(server.api.create).not.toHaveBeenCalled();
    }
  });
});
