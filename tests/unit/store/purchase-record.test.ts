/**
 * The purchase record (src/store/purchase-record.ts) on a shared computer. The attack: an order
 * id alone opens its downloads, so whoever reads localStorage after the buyer must find none.
 */
import { describe, expect, it } from 'vitest';
import { createPurchaseRecord, PURCHASE_DAYS, PURCHASES_KEY } from '../../../src/store/purchase-record';
import { memoryStorage } from '../../../src/store/storage';

const DAY = 86_400_000;

describe('the purchase record', () => {
  it('says an order is new once, across reloads and tabs (one storage)', () => {
    const local = memoryStorage();
    expect(createPurchaseRecord(local).first('o-1')).toBe(true);
    expect(createPurchaseRecord(local).first('o-1')).toBe(false);
    expect(createPurchaseRecord(local).first('o-2')).toBe(true);
  });

  it('keeps no order id, only a digest', () => {
    const local = memoryStorage();
    createPurchaseRecord(local).first('ord-7f3a9c21');
    const stored = local.getItem(PURCHASES_KEY)!;
    expect(stored).not.toContain('ord-7f3a9c21');
    expect(stored).not.toContain('7f3a9c21');
  });

  it(`forgets a purchase after ${PURCHASE_DAYS} days`, () => {
    const local = memoryStorage();
    let now = Date.UTC(2026, 0, 1);
    const record = createPurchaseRecord(local, () => now);
    record.first('o-1');
    now += (PURCHASE_DAYS - 1) * DAY;
    expect(record.first('o-1')).toBe(false);
    now += 2 * DAY;
    createPurchaseRecord(local, () => now);
    expect(local.getItem(PURCHASES_KEY)).toBeNull();
  });

  it('drops the plain order ids an earlier version stored', () => {
    const local = memoryStorage();
    local.setItem(PURCHASES_KEY, JSON.stringify(['o-1', 'o-2']));
    createPurchaseRecord(local);
    expect(local.getItem(PURCHASES_KEY)).toBeNull();
  });
});
