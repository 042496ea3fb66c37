/**
 * Which paid orders were reported to analytics already (PRODUCT.md §calls-analytics): the order
 * page may be reloaded or revisited, and counting the revenue twice would skew the organizer's
 * reports. Kept in localStorage (`racelensPurchases`, the newest 50, PRODUCT.md §entities-storage)
 * so this holds across reloads and tabs: a digest of the order id and when, never the id itself
 * (an order id alone opens its downloads, on a shared computer too), and only for PURCHASE_DAYS.
 * Loaded with the order pages only.
 */
import type { Id, Order } from '../api/schemas';
import type { Analytics } from './analytics';
import { readItem, readJson, writeItem } from './storage';

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

/** The record in `local`; `now` is the clock (tests move it). */
export function createPurchaseRecord(local: Storage, now: () => number = Date.now) {
  /** What is still remembered; older records and those of earlier versions (plain order ids) leave storage. */
  const remembered = (): Reported[] => {
    const raw = readItem(local, PURCHASES_KEY);
    const kept = (readJson(local, PURCHASES_KEY, isReportedList) ?? []).filter(([, at]) => now() - at < PURCHASE_DAYS * DAY_MS);
    if (raw !== null && JSON.stringify(kept) !== raw) writeItem(local, PURCHASES_KEY, kept.length ? JSON.stringify(kept) : null);
    return kept;
  };
  remembered();
  return {
    /** Records the order as reported; false when it was already. */
    first(orderId: Id): boolean {
      const reported = remembered();
      const digest = orderDigest(orderId);
      if (reported.some(([known]) => known === digest)) return false;
      writeItem(local, PURCHASES_KEY, JSON.stringify([...reported, [digest, now()]].slice(-PURCHASES_KEPT)));
      return true;
    },
  };
}
export type PurchaseRecord = ReturnType<typeof createPurchaseRecord>;

/** PRODUCT.md §calls-analytics: the purchase push of a paid order (the caller asks `first` before). */
export function reportPurchase(analytics: Analytics, order: Pick<Order, 'invoiceId' | 'totalAmount' | 'currencyId' | 'items'>): void {
  analytics.push('purchase', order.currencyId, {
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
}
