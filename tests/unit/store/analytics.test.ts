import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../src/money/currencies';
import { createAnalytics, PURCHASE_DAYS, PURCHASES_KEY } from '../../../src/store/analytics';
import { memoryStorage } from '../../../src/store/storage';
import { order } from '../helpers/fixtures';

describe('analytics data layer (PRODUCT.md §calls-analytics)', () => {
  it('maps numeric currency ids to ISO codes', () => {
    expect([currencyCode(978), currencyCode(840), currencyCode(643)]).toEqual(['EUR', 'USD', 'RUB']);
  });

  it('add: id, name, price, category, quantity, with the currency code', () => {
    const layer: unknown[] = [];
    createAnalytics(layer, memoryStorage()).add({ id: 'p1', name: 'Photo', price: 4.9, category: 'Photo', quantity: 1 }, 840);
    expect(layer).toEqual([
      { event: 'addToCart', ecommerce: { currencyCode: 'USD', add: { products: [{ id: 'p1', name: 'Photo', price: 4.9, category: 'Photo', quantity: 1 }] } } },
    ]);
  });

  it('remove: id, name, category, quantity; nothing for an empty list', () => {
    const layer: unknown[] = [];
    const analytics = createAnalytics(layer, memoryStorage());
    analytics.remove([], 978);
    analytics.remove([{ id: 'p1', name: 'Photo', category: 'Photo', quantity: 1 }], 978);
    expect(layer).toEqual([
      { event: 'removeFromCart', ecommerce: { currencyCode: 'EUR', remove: { products: [{ id: 'p1', name: 'Photo', category: 'Photo', quantity: 1 }] } } },
    ]);
  });

  it('purchase: invoice id, total revenue, items with quantity 1 — once per order', () => {
    const layer: unknown[] = [];
    const local = memoryStorage();
    const analytics = createAnalytics(layer, local);
    expect(analytics.purchase(order({ state: 'Completed' }))).toBe(true);
    expect(createAnalytics(layer, local).purchase(order({ state: 'Completed' }))).toBe(false);
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
    expect(local.getItem(PURCHASES_KEY)).not.toBeNull();
  });
});

describe('the purchase record on a shared computer (the attack: a stored order id opens its downloads)', () => {
  const paid = (orderId: string) => order({ state: 'Completed', orderId });

  it('keeps no order id, only a digest', () => {
    const local = memoryStorage();
    createAnalytics([], local).purchase(paid('ord-7f3a9c21'));
    const stored = local.getItem(PURCHASES_KEY)!;
    expect(stored).not.toContain('ord-7f3a9c21');
    expect(stored).not.toContain('7f3a9c21');
  });

  it(`forgets a purchase after ${PURCHASE_DAYS} days`, () => {
    const local = memoryStorage();
    let now = Date.UTC(2026, 0, 1);
    const analytics = createAnalytics([], local, () => now);
    analytics.purchase(paid('o-1'));
    now += (PURCHASE_DAYS - 1) * 86_400_000;
    expect(analytics.purchase(paid('o-1'))).toBe(false);
    now += 2 * 86_400_000;
    createAnalytics([], local, () => now);
    expect(local.getItem(PURCHASES_KEY)).toBeNull();
  });

  it('drops the plain order ids an earlier version stored, as soon as the store starts', () => {
    const local = memoryStorage();
    local.setItem(PURCHASES_KEY, JSON.stringify(['o-1', 'o-2']));
    createAnalytics([], local);
    expect(local.getItem(PURCHASES_KEY)).toBeNull();
  });
});
