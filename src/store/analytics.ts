/**
 * E-commerce pushes to the page's analytics data layer (PRODUCT.md §calls-analytics), in the
 * enhanced-e-commerce shape GTM reads: `{ event, ecommerce: { currencyCode, add | remove | purchase
 * } }`.
 *
 * A purchase is pushed at most once per order (the orders store asks purchase-record.ts first).
 */

import type { Id, Order } from '../api/schemas';
import { currencyCode } from '../money/currencies';

export interface AnalyticsProduct {
  id: Id;
  name: string;
  price: number;
  category: string;
  quantity: number;
}

/** `window.dataLayer`, created when missing; a private array where there is no window. */
export function browserDataLayer(): unknown[] {
  if (typeof window === 'undefined') return [];
  const w = window as unknown as { dataLayer?: unknown[] };
  return (w.dataLayer ??= []);
}

export function createAnalytics(dataLayer: unknown[]) {
  const push = (event: string, currencyId: number, payload: Record<string, unknown>) =>
    dataLayer.push({ event, ecommerce: { currencyCode: currencyCode(currencyId), ...payload } });

  return {
    add(product: AnalyticsProduct, currencyId: number) {
      push('addToCart', currencyId, { add: { products: [product] } });
    },

    remove(products: Omit<AnalyticsProduct, 'price'>[], currencyId: number) {
      if (products.length) push('removeFromCart', currencyId, { remove: { products } });
    },

    /** Reports a paid order (once: the caller checks the purchase record). */
    purchase(order: Pick<Order, 'invoiceId' | 'totalAmount' | 'currencyId' | 'items'>): void {
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
    },
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;
