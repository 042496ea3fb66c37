import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../src/money/currencies';
import { createAnalytics } from '../../../src/store/analytics';
import { reportPurchase } from '../../../src/store/purchase-record';
import { order } from '../helpers/fixtures';

describe('analytics data layer (PRODUCT.md §calls-analytics)', () => {
  it('maps numeric currency ids to ISO codes', () => {
    expect([currencyCode(978), currencyCode(840), currencyCode(643)]).toEqual(['EUR', 'USD', 'RUB']);
  });

  it('add: id, name, price, category, quantity, with the currency code', () => {
    const layer: unknown[] = [];
    createAnalytics(layer).add({ id: 'p1', name: 'Photo', price: 4.9, category: 'Photo', quantity: 1 }, 840);
    expect(layer).toEqual([
      { event: 'addToCart', ecommerce: { currencyCode: 'USD', add: { products: [{ id: 'p1', name: 'Photo', price: 4.9, category: 'Photo', quantity: 1 }] } } },
    ]);
  });

  it('remove: id, name, category, quantity; nothing for an empty list', () => {
    const layer: unknown[] = [];
    const analytics = createAnalytics(layer);
    analytics.remove([], 978);
    analytics.remove([{ id: 'p1', name: 'Photo', category: 'Photo', quantity: 1 }], 978);
    expect(layer).toEqual([
      { event: 'removeFromCart', ecommerce: { currencyCode: 'EUR', remove: { products: [{ id: 'p1', name: 'Photo', category: 'Photo', quantity: 1 }] } } },
    ]);
  });

  it('purchase: invoice id, total revenue, items with quantity 1', () => {
    const layer: unknown[] = [];
    reportPurchase(createAnalytics(layer), order({ state: 'Completed' }));
    expect(layer).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          currencyCode: 'EUR',
          purchase: {
            actionField: { id: 'inv-1', revenue: 19.8 },
            products: [
              { id: 'oi-1', name: 'Photo', price: 9.9, category: 'Photo', quantity: 1 },
              { id: 'oi-2', name: 'Frame', price: 9.9, category: 'Frame', quantity: 1 },
            ],
          },
        },
      },
    ]);
  });
});
