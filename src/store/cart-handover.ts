/**
 * A cart that arrived in a link (PRODUCT.md §entities-cart-handover) is never used as it is: its
 * maker knows its id and could read the e-mail and the order of whoever pays in it. Its items and
 * promo codes are copied into the visitor's own cart instead, one call each, with the visitor's
 * search tokens where an event is protected. Loaded by the cart view only when a link named a
 * cart (ARCHITECTURE.md §budgets): the shop stores the id on arrival, and the cart takes the lines
 * the first time it is shown (the hand-over lands on the checkout, which shows it at once).
 */
import type { ApiWith } from '../api/client';
import type { Result } from '../api/http';
import type { Cart, CartItem, Id } from '../api/schemas';
import { HANDED_CART_KEY } from './cart-rules';
import type { Store } from './create-store';
import { readItem, writeItem } from './storage';

/** What the copy carried: the visitor is told so, and of what stayed behind. */
export interface Handover {
  carried: number;
  missed: number;
}

function copyItem(api: ApiWith<'carts'>, into: string, item: CartItem, token: string | null): Promise<Result<unknown>> {
  const product = { productId: item.product.id, catalogId: item.catalog.catalogId };
  if (item.photoIds?.length) {
    const startNumber = typeof item.startNumber === 'string' ? item.startNumber : undefined;
    return api.carts.addPackage(into, { ...product, photoIds: item.photoIds, ...(startNumber ? { startNumber } : {}) }, token);
  }
  const target = item.photoId != null ? { photoId: item.photoId } : item.videoId != null ? { videoId: item.videoId } : {};
  return api.carts.addItem(into, { ...product, ...target }, token);
}

/**
 * Copies the lines and codes of `from` into the cart `into`, one after another (the server's
 * duplicate and package rules see them in order). A line already there counts as carried.
 */
async function copyCart(api: ApiWith<'carts'>, from: Cart, into: string, tokenFor: (eventId: Id) => string | null): Promise<Handover> {
  const outcome: Handover = { carried: 0, missed: 0 };
  for (const item of from.items) {
    const result = await copyItem(api, into, item, tokenFor(item.catalog.eventId));
    if (result.ok || result.error.code === 'Duplicate') outcome.carried++;
    else outcome.missed++;
  }
  for (const code of from.promotionalCodes) {
    const result = await api.carts.addPromoCode(into, code.code);
    if (result.ok) outcome.carried++;
    else outcome.missed++;
  }
  return outcome;
}

/**
 * Reads the cart of the link once and copies it into the visitor's own cart (the current one, or
 * a new one in its currency), then empties it when every line came over, so the page that handed
 * it over no longer offers them. Its id never becomes the visitor's cart, and the visitor's cart
 * never goes into it. Null when nothing came: a checked-out, cleared, empty or unknown cart, or
 * the visitor's own.
 */
async function copyHanded(store: Store, from: string): Promise<Handover | null> {
  const { api, cart, session } = store;
  if (from === cart.cartId()) return null;
  const source = await api.carts.get(from);
  if (!source.ok || source.data.state === 'Deleted' || source.data.orderId != null || source.data.items.length === 0) return null;
  const into = await cart.ensureCart(source.data.currencyId);
  if (!into.ok) return null;
  const outcome = await copyCart(api, source.data, into.data, session.tokenFor);
  if (outcome.missed === 0) await api.carts.clear(from);
  await cart.load();
  return outcome;
}

/**
 * Takes the cart a link named, once (PRODUCT.md §entities-cart-handover): the id leaves storage
 * before anything is asked, so a second view or a reload never copies it again.
 */
export async function takeHanded(store: Store): Promise<Handover | null> {
  const from = readItem(store.storage.session, HANDED_CART_KEY);
  if (from === null) return null;
  writeItem(store.storage.session, HANDED_CART_KEY, null);
  return copyHanded(store, from);
}
