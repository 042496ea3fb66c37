/**
 * The cart (PRODUCT.md §entities-cart, PRODUCT.md §states-cart): one per tab, its id in
 * sessionStorage, shared by every widget of the page. Mutations answer 204, so each is followed by
 * a fetch that applies the PRODUCT.md §states-cart fetch rule.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { ApiWith } from '../api/client';
import { type ApiError, type CallOptions, NO_RESPONSE, type Result } from '../api/http';
import { randomId } from '../api/random-id';
import type { Cart, CartItem, Id, Product } from '../api/schemas';
import type { MessageKey } from '../validation/message-key';
import type { Analytics } from './analytics';
import { mutation } from './base/mutation';
import { query } from './base/query';
import { singleFlight } from './base/single-flight';
import {
  addItemErrorKey,
  badgeCount,
  CART_ID_KEY,
  type CartFailure,
  type CartFetchOutcome,
  cartAttributes,
  cartFetchOutcome,
  groupByEvent,
  hasAttributes,
  isCheckedOut,
  promoErrorKey,
} from './cart-rules';
import type { SessionStore } from './session';
import type { SettingsStore } from './settings';
import { readItem, writeItem } from './storage';

export interface CartDeps {
  api: ApiWith<'carts'>;
  session: Storage;
  settings: SettingsStore;
  auth: SessionStore;
  analytics: Analytics;
}

/** PRODUCT.md §calls-carts: add-item failures flag an error and save the status. */
export interface AddItemError {
  status: number;
  code: string;
  key: MessageKey;
}

/** PRODUCT.md §calls-carts: the promo-code failure keeps the server's error body. */
export interface PromoError {
  status: number;
  key: MessageKey;
  body: unknown;
}

type Outcome = Result<unknown>;

const analyticsLine = (item: CartItem) => ({
  id: item.product.id,
  name: item.product.title,
  category: item.product.productType,
  quantity: 1,
});

export function createCartStore({ api, session, settings, auth, analytics }: CartDeps) {
  const cart = signal<Cart | null>(null);
  const addItemError = signal<AddItemError | null>(null);
  const promoError = signal<PromoError | null>(null);
  /**
   * The writes (adds, removals, the promo code), each a piece of work given the call options:
   * `pending` is what the 10 s notice waits for, `cancel` its Cancel, `retry` its Try again.
   */
  const writes = mutation((work: (opts: CallOptions) => Promise<Outcome>, signal) => work({ signal }));
  const writing = writes.run;

  /**
   * Gives up the writes under way. The platform may have done them all the same (every cart write
   * is safe to send twice, src/api/CONTRACT.md "Retries"), so the cart is read again to show
   * what it holds.
   */
  function cancelWrites(): void {
    writes.cancel();
    void load();
  }

  const cartId = (): string | null => readItem(session, CART_ID_KEY);
  const currencyId = () => cart.value?.currencyId ?? settings.settings.value.currencyId;

  /**
   * Reads of a cart by id, always asked afresh; the outcome carries the failures (cart-rules.ts).
   * The tab's cart gone for good is forgotten before its failure shows (`dropId`: this read did).
   */
  const reads = query<string, CartFetchOutcome>({
    fetch: async (id) => {
      const outcome = cartFetchOutcome(await api.carts.get(id, { fresh: true }));
      const dropId = outcome.dropId && cartId() === id;
      if (dropId) writeItem(session, CART_ID_KEY, null);
      return { ok: true, data: { ...outcome, dropId }, status: 200 };
    },
  });
  /** The cart whose reads the store shows: the tab's cart when it was last read. */
  const shown = signal<string | null>(null);
  /** The shown cart's read: its status, and its outcome while the next read is on its way. */
  const read = computed(() => (shown.value === null ? null : reads.state(shown.value).value));
  /**
   * The read outcome whose flag was put down (a removal, a new cart, the cart forgotten:
   * PRODUCT.md §states-cart): shown as no failure. The next read's outcome is a new one.
   */
  const putDown = signal<CartFetchOutcome | null>(null);
  const outcome = computed(() => {
    const data = read.value?.data ?? null;
    return data === putDown.value ? null : data;
  });

  async function load(): Promise<Cart | null> {
    const id = cartId();
    if (!id) {
      cart.value = null;
      return null;
    }
    shown.value = id;
    await reads.refetch(id);
    // The latest read wins (query.ts): one sent before a write (a cancelled write's) must not
    // undo it, nor a read of a cart this tab has left since.
    const { status, data: outcome } = reads.state(id).peek();
    // The tab's cart: this one still if its read forgot it.
    const current = cartId() ?? (outcome?.dropId ? id : null);
    if (current !== id) {
      // Its answer is not shown; the tab's cart is (loading only while it is being read).
      shown.value = current;
      return cart.value;
    }
    if (status === 'loading' || !outcome) return cart.value;
    cart.value = outcome.cart;
    return outcome.cart;
  }

  /**
   * Language and Theme (PRODUCT.md §entities-cart-attributes), sent only when the cart does not
   * carry them yet.
   */
  async function syncAttributes(): Promise<Outcome | null> {
    const current = cart.value;
    const wanted = cartAttributes(settings.settings.value);
    if (!current || isCheckedOut(current) || hasAttributes(current, wanted)) return null;
    const result = await api.carts.setAttributes(current.shoppingCartId, wanted);
    if (result.ok) cart.value = { ...current, attributes: wanted };
    return result;
  }

  let proposedId: string | null = null;
  /**
   * The id of a cart that takes items: the current one, or a new one on the first add or once
   * the current one is checked out. Concurrent adds share one creation (singleFlight). A new cart
   * takes the currency of what is added first (an event in USD on a EUR page), else the page's.
   */
  const ensureCart = singleFlight(async (currency: number = settings.settings.value.currencyId, opts?: CallOptions): Promise<Result<string>> => {
    const id = cartId();
    const current = id && cart.value?.shoppingCartId !== id ? await load() : cart.value;
    if (id && current && !isCheckedOut(current)) return { ok: true, data: id, status: 200 };
    proposedId ??= randomId();
    const created = await api.carts.create({ shoppingCartId: proposedId, currencyId: currency }, opts);
    // Without an answer the cart may exist: the next attempt asks for the same id.
    if (!created.ok) {
      if (created.error.status !== NO_RESPONSE) proposedId = null;
      return created;
    }
    proposedId = null;
    writeItem(session, CART_ID_KEY, created.data.shoppingCartId);
    batch(() => {
      cart.value = created.data;
      resetError();
    });
    await syncAttributes();
    return { ...created, data: created.data.shoppingCartId };
  });

  /**
   * Adds via `send`, then refreshes; failures flag and keep the status (PRODUCT.md §calls-carts,
   * PRODUCT.md §errors-cart).
   */
  const add = (product: Product, send: (cartId: string, opts: CallOptions) => Promise<Outcome>): Promise<Outcome> =>
    writing(async (opts) => {
      addItemError.value = null;
      const id = await ensureCart(product.currencyId, opts);
      const result = id.ok ? await send(id.data, opts) : id;
      if (!result.ok) {
        if (result.error.code !== 'Aborted') addItemError.value = { status: result.error.status, code: result.error.code, key: addItemErrorKey(result.error) };
        return result;
      }
      analytics.add({ id: product.id, name: product.title, price: product.price, category: product.productType, quantity: 1 }, currencyId());
      await load();
      return result;
    });

  /**
   * Resets the PRODUCT.md §states-cart error flag first, as clear and every removal must; then
   * refreshes.
   */
  const removal = (run: (cartId: string, opts: CallOptions) => Promise<Outcome>, removed: CartItem[]): Promise<Outcome> =>
    writing(async (opts) => {
      resetError();
      const id = cartId();
      if (!id) return notFound();
      const result = await run(id, opts);
      if (result.ok) analytics.remove(removed.map(analyticsLine), currencyId());
      await load();
      return result;
    });

  /** Puts the PRODUCT.md §states-cart error flag down until the next read. */
  const resetError = () => {
    putDown.value = read.peek()?.data ?? null;
  };

  const itemsById = (ids: Id[]) => (cart.value?.items ?? []).filter((item) => ids.includes(item.shoppingCartItemId));

  const searchToken = (eventId?: Id | null) => (eventId == null ? null : auth.tokenFor(eventId));

  return {
    cart,
    /** PRODUCT.md §states-cart's error flag: the cart could not be loaded (its read's outcome). */
    error: computed(() => outcome.value?.error ?? false),
    /** Why the flag is up, so a widget can say "your cart was cleared" or offer a retry. */
    failure: computed<CartFailure | null>(() => outcome.value?.failure ?? null),
    addItemError,
    promoError,
    /** The tab's cart is being read (query.ts). */
    loading: computed(() => read.value?.status === 'loading'),
    /** A write is under way: an add, a removal or the promo code (the 10 s notice's subject). */
    writing: writes.pending,
    cancelWrites,
    /** The notice's "Try again": the writes under way are given up and the last one is sent again. */
    retryWrite(): Promise<Outcome> | null {
      void load();
      return writes.retry();
    },
    /** PRODUCT.md §states-cart. */
    checkedOut: computed(() => isCheckedOut(cart.value)),
    /**
     * PRODUCT.md §routes-cart-badge. A checked-out cart is an order now (paid here, on the shop, or
     * in another tab): nothing in it is still to buy, and the next add starts a new cart.
     */
    count: computed(() => (isCheckedOut(cart.value) ? 0 : badgeCount(cart.value))),
    /** The order the cart became, once checked out: where its payment and downloads are. */
    orderId: computed(() => (isCheckedOut(cart.value) ? cart.value!.orderId! : null)),
    /** Lines by event for display. */
    groups: computed(() => groupByEvent(cart.value)),
    cartId,
    load,
    /**
     * What a widget calls when it mounts: several widgets on one page ask at once, and they
     * share one fetch (then the attribute check). Mutations still call `load()` so they never
     * read a fetch started before them.
     */
    refresh: singleFlight(async () => {
      const loaded = await load();
      // A cart made on another page or in another language is brought up to date
      // (PRODUCT.md §entities-cart-attributes); once it carries the right attributes this sends
      // nothing.
      if (loaded) await syncAttributes();
      return loaded;
    }),
    ensureCart,
    syncAttributes,

    /** One photo, frame, video or gift (v1 call). `eventId` picks the event's search token. */
    addItem: (product: Product, target: { photoId?: Id; videoId?: Id } = {}, eventId?: Id | null) =>
      add(product, (id, opts) => api.carts.addItem(id, { productId: product.id, catalogId: product.catalogId, ...target }, searchToken(eventId), opts)),

    /** A package of the participant's photos (v2 call). */
    addPackage: (product: Product, photoIds: Id[], startNumber?: string, eventId?: Id | null) =>
      add(product, (id, opts) =>
        api.carts.addPackage(id, { productId: product.id, catalogId: product.catalogId, photoIds, startNumber }, searchToken(eventId), opts),
      ),

    addPromoCode: (code: string): Promise<Outcome> =>
      writing(async (opts) => {
        promoError.value = null;
        const id = await ensureCart(undefined, opts);
        const result = id.ok ? await api.carts.addPromoCode(id.data, code.trim(), opts) : id;
        if (!result.ok) {
          if (result.error.code !== 'Aborted') promoError.value = { status: result.error.status, key: promoErrorKey(result.error), body: result.error.body };
          return result;
        }
        await load();
        return result;
      }),

    removePromoCode: (promotionalCodeId: Id) => removal((id, opts) => api.carts.removePromoCode(id, promotionalCodeId, opts), []),

    removeItem: (itemId: Id) => removal((id, opts) => api.carts.removeItem(id, itemId, opts), itemsById([itemId])),

    removeItems: (itemIds: Id[]) => removal((id, opts) => api.carts.removeItems(id, itemIds, opts), itemsById(itemIds)),

    /** Empties the cart: the server marks it Deleted, so its id is forgotten. */
    clear: (): Promise<Outcome> =>
      writing(async (opts) => {
        resetError();
        const id = cartId();
        if (!id) return notFound();
        const lines = cart.value?.items ?? [];
        const result = await api.carts.clear(id, opts);
        if (!result.ok) {
          await load();
          return result;
        }
        analytics.remove(lines.map(analyticsLine), currencyId());
        writeItem(session, CART_ID_KEY, null);
        cart.value = null;
        return result;
      }),

    /** After a successful checkout the order lives on; the next add starts a fresh cart. */
    forget() {
      writeItem(session, CART_ID_KEY, null);
      batch(() => {
        cart.value = null;
        resetError();
      });
    },
  };
}
export type CartStore = ReturnType<typeof createCartStore>;

const notFound = (): { ok: false; error: ApiError } => ({ ok: false, error: { status: 404, code: 'NoCart' } });
