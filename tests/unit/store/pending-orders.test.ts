import { describe, expect, it } from 'vitest';
import { toId } from '../../../src/api/schemas';
import { addPending, createPendingOrdersStore, removePending } from '../../../src/store/pending-orders';
import { memoryStorage } from '../../../src/store/storage';

describe('pending orders (PRODUCT.md §entities-storage, PRODUCT.md §states-pending-orders)', () => {
  it('adds an order only if absent', () => {
    expect(addPending(['a'], 'b')).toEqual(['a', 'b']);
    expect(addPending(['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(addPending([], toId(7))).toEqual(['7']);
  });

  it('removes an order only if present', () => {
    expect(removePending(['a', 'b'], 'a')).toEqual(['b']);
    expect(removePending(['a'], 'x')).toEqual(['a']);
  });

  it('stores the list as JSON and deletes the key when it empties', () => {
    const local = memoryStorage();
    const pending = createPendingOrdersStore(local);
    pending.add('o1');
    pending.add('o2');
    pending.add('o1');
    expect(JSON.parse(local.getItem('pendingOrders')!)).toEqual(['o1', 'o2']);
    pending.remove('o1');
    pending.remove('zz');
    expect(JSON.parse(local.getItem('pendingOrders')!)).toEqual(['o2']);
    pending.remove('o2');
    expect(local.getItem('pendingOrders')).toBeNull();
    expect(local.length).toBe(0);
    expect(pending.ids.value).toEqual([]);
  });

  it('reads what an earlier page left, and ignores garbage', () => {
    const local = memoryStorage();
    local.setItem('pendingOrders', '["x"]');
    expect(createPendingOrdersStore(local).has('x')).toBe(true);
    local.setItem('pendingOrders', '{bad');
    expect(createPendingOrdersStore(local).ids.value).toEqual([]);
  });
});
