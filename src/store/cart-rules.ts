/**
 * The cart's rules (PRODUCT.md §routes-cart-badge, PRODUCT.md §states-cart,
 * PRODUCT.md §calls-carts, PRODUCT.md §errors-cart) as plain functions, so they are tested without
 * a DOM or a server and the store only applies them.
 */
import type { ApiError, Result } from '../api/http';
import type { Cart, CartAttribute, CartItem, ProductType, PromotionalCode } from '../api/schemas';
import type { MessageKey } from '../validation/message-key';
import { type Settings, themeName } from './settings';

/** sessionStorage key of the cart id (PRODUCT.md §entities-storage). */
export const CART_ID_KEY = 'cartId';

/**
 * sessionStorage key of a cart id that arrived in a link (the shop's `#cart=`), waiting to be
 * copied into the visitor's own cart (PRODUCT.md §entities-cart-handover). Never used as a cart id.
 */
export const HANDED_CART_KEY = 'racelensHandedCart';

/** What can be a cart id in a link: letters, digits, `-` and `_` (never a path or a URL). */
export const isCartIdText = (value: string): boolean => /^[\w-]{1,100}$/.test(value);

/** PRODUCT.md §states-cart: a cart is checked out when it has an orderId. */
export const isCheckedOut = (cart: Cart | null | undefined): boolean => cart?.orderId != null;

/**
 * Why the cart is not there: 'cleared' when the server says it is gone for good (Deleted, 404:
 * cleared in another tab, or expired), 'failed' when it could not be fetched (5xx, no response).
 * The widgets word the two differently: one cannot be retried, the other can.
 */
export type CartFailure = 'cleared' | 'failed';

export interface CartFetchOutcome {
  cart: Cart | null;
  /** The error flag of PRODUCT.md §states-cart. */
  error: boolean;
  /** Forget the stored cart id: the cart is gone for good. */
  dropId: boolean;
  failure: CartFailure | null;
}

/**
 * PRODUCT.md §states-cart: 200 stores the cart and clears the flag; any other status clears the
 * cart and raises it; a Deleted cart is an error and is not stored. The id is dropped when the cart
 * can never come back (Deleted, 404) but kept on a transient failure (5xx, no response) so a reload
 * retries.
 */
export function cartFetchOutcome(result: Result<Cart>): CartFetchOutcome {
  if (result.ok && result.status === 200) {
    if (result.data.state === 'Deleted') return { cart: null, error: true, dropId: true, failure: 'cleared' };
    return { cart: result.data, error: false, dropId: false, failure: null };
  }
  const status = result.ok ? result.status : result.error.status;
  const gone = status === 404;
  return { cart: null, error: true, dropId: gone, failure: gone ? 'cleared' : 'failed' };
}

/** PRODUCT.md §routes-cart-badge: the product types that count as one badge line each. */
export const COUNTED_LINE_TYPES: ReadonlySet<ProductType> = new Set<ProductType>([
  'PhotosWithMe',
  'Photo',
  'Frame',
  'PhotosWithFrame',
  'FullVideo',
  // Not in PRODUCT.md §routes-cart-badge's list, but a gift is a line the visitor put in the cart
  // and pays for; leaving it out of the badge would show an empty-looking cart that still costs
  // money.
  'Gift',
]);

/** The event (catalog) a promo code belongs to; cart-wide codes form one group of their own. */
const promoGroup = (catalogId: PromotionalCode['catalogId']): string => catalogId ?? '*';

/**
 * PRODUCT.md §routes-cart-badge: one per line of the counted types, plus one per event that has at
 * least one promo code ("promo codes grouped per event"): two codes on one event count 1, codes on
 * two events count 2, and codes bound to no catalog count 1 together. Promocode-type lines
 * join their event's group rather than counting on their own.
 */
export function badgeCount(cart: Cart | null | undefined): number {
  if (!cart) return 0;
  const lines = cart.items.filter((item) => COUNTED_LINE_TYPES.has(item.product.productType)).length;
  const groups = new Set(cart.promotionalCodes.map((code) => promoGroup(code.catalogId)));
  for (const item of cart.items) {
    if (item.product.productType === 'Promocode') groups.add(promoGroup(item.catalog.catalogId));
  }
  return lines + groups.size;
}

export interface EventGroup {
  eventId: CartItem['catalog']['eventId'];
  eventName: string;
  catalogId: CartItem['catalog']['catalogId'];
  items: CartItem[];
  promotionalCodes: PromotionalCode[];
}

/**
 * PRODUCT.md §entities-cart: lines grouped by event (via their catalog), in the order they first
 * appear.
 */
export function groupByEvent(cart: Cart | null | undefined): EventGroup[] {
  if (!cart) return [];
  const groups = new Map<string, EventGroup>();
  for (const item of cart.items) {
    const key = item.catalog.eventId;
    let group = groups.get(key);
    if (!group) {
      const { eventId, title, catalogId } = item.catalog;
      const codes = cart.promotionalCodes.filter((c) => c.catalogId === catalogId);
      group = { eventId, eventName: title, catalogId, items: [], promotionalCodes: codes };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** PRODUCT.md §entities-cart-attributes: the cart attributes Language and Theme. */
export const cartAttributes = (settings: Pick<Settings, 'lang' | 'theme' | 'isUS'>): CartAttribute[] => [
  { key: 'Language', value: settings.lang },
  { key: 'Theme', value: themeName(settings) },
];

/** Whether the cart already carries exactly these attributes (saves a PATCH). */
export const hasAttributes = (cart: Cart, wanted: CartAttribute[]): boolean =>
  wanted.every((w) => cart.attributes.some((a) => a.key === w.key && a.value === w.value));

const PROMO_ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  PromoCodeConflict: 'promo.conflict',
  PromoCodeExpired: 'promo.expired',
  PromoCodeInactive: 'promo.inactive',
  PromoCodeLimitReached: 'promo.limitReached',
  PromoCodeNotFound: 'promo.notFound',
  PromoCodeRestricted: 'promo.restricted',
};

/**
 * PRODUCT.md §errors-promo: the promo-code message of a failed add; unknown codes get the generic
 * one.
 */
export const promoErrorKey = (error: ApiError): MessageKey => PROMO_ERROR_KEYS[error.code] ?? 'promo.unknown';

/**
 * PRODUCT.md §errors-cart: a duplicate gets its own message, every other failure the generic add
 * error.
 */
export const addItemErrorKey = (error: ApiError): MessageKey => (error.code === 'Duplicate' ? 'cart.duplicate' : 'cart.addError');
