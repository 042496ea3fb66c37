/**
 * E-commerce pushes to the page's analytics data layer (PRODUCT.md §calls-analytics), in the
 * enhanced-e-commerce shape GTM reads: `{ event, ecommerce: { currencyCode, add | remove | purchase
 * } }`.
 *
 * The purchase is pushed by the order pages (purchase-record.ts), at most once per order.
 */

import type { Id } from '../api/schemas';
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

    /** Any push of the same shape (the order pages' purchase, purchase-record.ts). */
    push,
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;
