/**
 * E-commerce pushes to the page's analytics data layer (PRODUCT.md §calls-analytics), in the
 * enhanced-e-commerce shape GTM reads: `{ event, ecommerce: { currencyCode, add | remove | purchase
 * } }`.
 *
 * A purchase is pushed at most once per order: the order page may be reloaded or revisited, and
 * counting the revenue twice would skew the organizer's reports. What was reported is kept in
 * localStorage (`racelensPurchases`, the newest 50, PRODUCT.md §entities-storage) so this holds
 * across reloads and tabs: a digest of the order id and when, never the id itself (an order id
 * alone opens its downloads, on a shared computer too), and only for PURCHASE_DAYS.
 */

import type { Id, Order } from '../api/schemas';
import { currencyCode } from '../money/currencies';
import { readItem, readJson, writeItem } from './storage';

export interface AnalyticsProduct {
  id: Id;
  name: string;
  price: number;
  category: string;
  quantity: number;
}

export const PURCHASES_KEY = 'racelensPurchases';
const PURCHASES_KEPT = 50;
/** How long a reported purchase is remembered: the order page's revisits come within days. */
export const PURCHASE_DAYS = 30;
const DAY_MS = 86_400_000;

/** A reported purchase: the digest of its order id and when it was reported (ms). */
type Reported = [digest: string, at: number];
const isReportedList = (v: unknown): v is Reported[] =>
  Array.isArray(v) && v.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && typeof e[1] === 'number');

/**
 * A 53-bit digest of an order id (cyrb53): enough to recognise an order reported before, not to
 * name it. Synchronous, so it also works on plain-http pages, which have no `crypto.subtle`.
 */
function orderDigest(orderId: Id): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const ch of `racelens-purchase:${orderId}`) {
    const c = ch.codePointAt(0)!;
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** `window.dataLayer`, created when missing; a private array where there is no window. */
export function browserDataLayer(): unknown[] {
  if (typeof window === 'undefined') return [];
  const w = window as unknown as { dataLayer?: unknown[] };
  return (w.dataLayer ??= []);
}

export function createAnalytics(dataLayer: unknown[], local: Storage, now: () => number = Date.now) {
  /** What is still remembered; older records and those of earlier versions (plain order ids) are dropped from storage. */
  const remembered = (): Reported[] => {
    const raw = readItem(local, PURCHASES_KEY);
    const kept = (readJson(local, PURCHASES_KEY, isReportedList) ?? []).filter(([, at]) => now() - at < PURCHASE_DAYS * DAY_MS);
    if (raw !== null && JSON.stringify(kept) !== raw) writeItem(local, PURCHASES_KEY, kept.length ? JSON.stringify(kept) : null);
    return kept;
  };
  remembered();

  const push = (event: string, currencyId: number, payload: Record<string, unknown>) =>
    dataLayer.push({ event, ecommerce: { currencyCode: currencyCode(currencyId), ...payload } });

  return {
    add(product: AnalyticsProduct, currencyId: number) {
      push('addToCart', currencyId, { add: { products: [product] } });
    },

    remove(products: Omit<AnalyticsProduct, 'price'>[], currencyId: number) {
      if (products.length) push('removeFromCart', currencyId, { remove: { products } });
    },

    /** Reports a paid order once; returns whether it pushed. */
    purchase(order: Pick<Order, 'orderId' | 'invoiceId' | 'totalAmount' | 'currencyId' | 'items'>): boolean {
      const reported = remembered();
      const digest = orderDigest(order.orderId);
      if (reported.some(([known]) => known === digest)) return false;
      push('purchase', order.currencyId, {
        purchase: {
          actionField: { id: order.invoiceId, revenue: order.totalAmount },
          products: order.items.map((item) => ({
            id: item.orderItemId,
            name: item.product.title,
            price: item.totalPrice,
            category: item.product.productType,
            quantity: 1,
          })),
        },
      });
      writeItem(local, PURCHASES_KEY, JSON.stringify([...reported, [digest, now()]].slice(-PURCHASES_KEPT)));
      return true;
    },
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;
