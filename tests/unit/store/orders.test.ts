import { describe, expect, it } from 'vitest';
import type { Archive } from '../../../src/api/schemas';
import { createStore } from '../../../src/store/create-store';
import { sortByCreatedOnDesc } from '../../../src/store/orders';
import { memoryStorage } from '../../../src/store/storage';
import { answers, fakeApi } from '../helpers/fake-api';
import { order, payment } from '../helpers/fixtures';
import { fail, ok } from '../helpers/results';
import { ordersOf } from '../../../src/store/orders';

function setup(stubs: Parameters<typeof fakeApi>[0]) {
  const storage = { session: memoryStorage(), local: memoryStorage() };
  const dataLayer: unknown[] = [];
  const store = createStore({ api: fakeApi(stubs), storage, dataLayer, pollOptions: { intervalMs: 1, timeoutMs: 200 } });
  return { store, storage, dataLayer };
}

describe('order load (SPEC §4, §8)', () => {
  it('200 stores the order and clears the error flag', async () => {
    const { store } = setup({ orders: { get: answers(fail(500), ok(order())) } });
    await ordersOf(store).loadOrder('o-1');
    expect(ordersOf(store).orderError.value).toBe(true);
    await ordersOf(store).loadOrder('o-1');
    expect(ordersOf(store).orderError.value).toBe(false);
    expect(ordersOf(store).order.value?.orderId).toBe('o-1');
  });

  it('a status other than 200 sets the error flag', async () => {
    const { store } = setup({ orders: { get: answers(fail(404, 'NotFound')) } });
    await ordersOf(store).loadOrder('nope');
    expect(ordersOf(store).orderError.value).toBe(true);
    expect(ordersOf(store).order.value).toBeNull();
  });

  it('a paid order leaves the pending list and is reported once', async () => {
    const { store, storage, dataLayer } = setup({ orders: { get: answers(ok(order({ state: 'Completed' }))) } });
    store.pendingOrders.add('o-1');
    store.pendingOrders.add('o-2');
    await ordersOf(store).loadOrder('o-1');
    await ordersOf(store).loadOrder('o-1');
    expect(store.pendingOrders.ids.value).toEqual(['o-2']);
    expect(dataLayer).toHaveLength(1);
    expect(storage.local.getItem('racelensPurchases')).toBe('["o-1"]');
  });

  it('an order awaiting payment stays pending', async () => {
    const { store } = setup({ orders: { get: answers(ok(order())) } });
    store.pendingOrders.add('o-1');
    await ordersOf(store).loadOrder('o-1');
    expect(store.pendingOrders.has('o-1')).toBe(true);
  });

  it('a pre-order load other than 200 sets its error flag', async () => {
    const details = { preorderId: 'p', catalogId: 'c', state: 'Completed' as const, email: 'a@b.c', number: 'P', items: [] };
    const { store } = setup({ preorders: { details: answers(fail(404), ok(details)) } });
    await ordersOf(store).loadPreorder('p');
    expect(ordersOf(store).preorderError.value).toBe(true);
    await ordersOf(store).loadPreorder('p');
    expect(ordersOf(store).preorderError.value).toBe(false);
    expect(ordersOf(store).preorder.value).toEqual(details);
  });
});

describe('payment status', () => {
  it('polls until the latest payment is declined', async () => {
    const { store } = setup({
      orders: { get: answers(ok(order())) },
      invoices: {
        payments: answers(
          ok({ items: [payment({ state: 'Pending' })] }),
          ok({ items: [payment({ state: 'Paid', createdOn: '2025-01-01T00:00:00Z' }), payment({ state: 'Declined', createdOn: '2025-06-01T00:00:00Z' })] }),
        ),
      },
    });
    expect(await ordersOf(store).watchStatus('o-1')).toBe('declined');
    expect(ordersOf(store).latestPayment.value?.state).toBe('Declined');
  });

  it('retrying after a decline is a new attempt with a new key', async () => {
    const createPayment = answers(ok(payment({ payUrl: 'https://pay.example.com/2' }), 201));
    const { store } = setup({ invoices: { createPayment } });
    await ordersOf(store).retryPayment('inv-1', { paymentTypeId: 'card', returnUrl: 'https://shop/order/o-1' });
    await ordersOf(store).retryPayment('inv-1', { paymentTypeId: 'card', returnUrl: 'https://shop/order/o-1' });
    const [k1, k2] = createPayment.mock.calls.map((c) => c[2]);
    expect(k1).toMatch(/^inv-1-1-/);
    expect(k2).toMatch(/^inv-1-2-/);
  });
});

describe('archive', () => {
  it('is created on 201 and polled until Published', async () => {
    const archive = (state: Archive['state'], fileUrl: string | null = null) => ok<Archive>({ id: 'ar', state, fileUrl });
    const get = answers(archive('Pending'), archive('Processing'), archive('Published', 'https://files/ar.zip'));
    const { store } = setup({ archives: { create: answers(ok({ archiveId: 'ar' }, 201)), get } });
    const done = await ordersOf(store).createArchive('o-1');
    expect(done?.fileUrl).toBe('https://files/ar.zip');
    expect(ordersOf(store).archiveReady.value).toBe(true);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('a failed creation flags the archive error', async () => {
    const { store } = setup({ archives: { create: answers(fail(409, 'OrderNotPaid')) } });
    expect(await ordersOf(store).createArchive('o-1')).toBeNull();
    expect(ordersOf(store).archiveError.value).toBe(true);
    expect(ordersOf(store).archiveReady.value).toBe(false);
  });
});

describe('my orders', () => {
  it('loads pages with show-more, newest first', async () => {
    const a = order({ orderId: 'a', createdOn: '2025-01-03T00:00:00Z' });
    const b = order({ orderId: 'b', createdOn: '2025-01-02T00:00:00Z' });
    const c = order({ orderId: 'c', createdOn: '2025-01-01T00:00:00Z' });
    const list = answers(ok({ items: [a, b], total: 3 }), ok({ items: [c], total: 3 }));
    const { store } = setup({ orders: { list } });
    await ordersOf(store).loadMyOrders();
    expect(ordersOf(store).hasMoreOrders.value).toBe(true);
    await ordersOf(store).loadMyOrders(true);
    expect(list.mock.calls[1]?.[0]).toEqual({ offset: 2, count: 10 });
    expect(ordersOf(store).myOrders.value.map((o) => o.orderId)).toEqual(['a', 'b', 'c']);
    expect(ordersOf(store).hasMoreOrders.value).toBe(false);
  });

  it('sorts by createdOn descending', () => {
    expect(sortByCreatedOnDesc([{ createdOn: '2025-01-01' }, { createdOn: '2025-02-01' }])[0]?.createdOn).toBe('2025-02-01');
  });
});
