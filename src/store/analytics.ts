/**
 * E-commerce pushes to the page's analytics data layer (PRODUCT.md §calls-analytics), in the
 * enhanced-e-commerce shape GTM reads: `{ event, ecommerce: { currencyCode, add | remove | purchase
 * } }`.
 *
 * A purchase is pushed at most once per order: the order page may be reloaded or revisited, and
 * counting the revenue twice would skew the organizer's reports. Reported order ids are kept in
 * localStorage (`racelensPurchases`, the newest 50) so this holds across reloads and tabs.
 */

import type { Id, Order } from '../api/schemas';
import { currencyCode } from '../money/currencies';
import { isIdList, readJson, writeItem } from './storage';

export interface AnalyticsProduct {
  id: Id;
  name: string;
  price: number;
  category: string;
  quantity: number;
}

export const PURCHASES_KEY = 'racelensPurchases';
const PURCHASES_KEPT = 50;

/** `window.dataLayer`, created when missing; a private array where there is no window. */
export function browserDataLayer(): unknown[] {
  if (typeof window === 'undefined') return [];
  const w = window as unknown as { dataLayer?: unknown[] };
  return (w.dataLayer ??= []);
}

export function createAnalytics(dataLayer: unknown[], local: Storage) {
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
      const reported = readJson(local, PURCHASES_KEY, isIdList) ?? [];
      const orderId = order.orderId;
      if (reported.includes(orderId)) return false;
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
      writeItem(local, PURCHASES_KEY, JSON.stringify([...reported, orderId].slice(-PURCHASES_KEPT)));
      return true;
    },
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;
