import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Archive } from '../../../src/api/schemas';
import { createStore } from '../../../src/store/create-store';
import { ordersOf, sortByCreatedOnDesc } from '../../../src/store/orders';
import { memoryStorage } from '../../../src/store/storage';
import { answers, fakeApi } from '../helpers/fake-api';
import { order, payment } from '../helpers/fixtures';
import { fail, ok } from '../helpers/results';

afterEach(() => {
  vi.useRealTimers();
});

function setup(stubs: Parameters<typeof fakeApi>[0]) {
  const storage = { session: memoryStorage(), local: memoryStorage() };
  const dataLayer: unknown[] = [];
  const store = createStore({ api: fakeApi(stubs), storage, dataLayer, pollOptions: { intervalMs: 1, timeoutMs: 200 } });
  return { store, storage, dataLayer };
}

describe('order load (PRODUCT.md §states-order, PRODUCT.md §errors-order)', () => {
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

describe('order page status', () => {
  it('a canceled order is its own outcome, not checking or a retryable decline', async () => {
    const { store } = setup({
      orders: { get: answers(ok(order({ state: 'Canceled' }))) },
      invoices: { payments: answers(ok({ items: [payment({ state: 'Declined' })] })) },
    });
    expect(await ordersOf(store).watchStatus('o-1')).toBe('canceled');
  });

  it('payments that fail to load stop the polling with the error flag', async () => {
    const payments = answers(fail(503));
    const { store } = setup({ orders: { get: answers(ok(order())) }, invoices: { payments } });
    expect(await ordersOf(store).watchStatus('o-1')).toBe('checking');
    expect(ordersOf(store).statusError.value).toBe(true);
    expect(payments).toHaveBeenCalledTimes(1);
  });

  it('an order that fails to load stops the polling with the error flag', async () => {
    const get = answers(fail(500));
    const { store } = setup({ orders: { get } });
    await ordersOf(store).watchStatus('o-1');
    expect(ordersOf(store).statusError.value).toBe(true);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('paid between the order and payments calls: the order is read again, settled and reported', async () => {
    const get = answers(ok(order()), ok(order({ state: 'Completed' })));
    const { store, dataLayer } = setup({ orders: { get }, invoices: { payments: answers(ok({ items: [payment({ state: 'Paid' })] })) } });
    store.pendingOrders.add('o-1');
    expect(await ordersOf(store).watchStatus('o-1')).toBe('paid');
    expect(ordersOf(store).order.value?.state).toBe('Completed');
    expect(store.pendingOrders.has('o-1')).toBe(false);
    expect(dataLayer).toHaveLength(1);
  });

  it('stops polling once aborted (the widget left the page)', async () => {
    const get = answers(ok(order()));
    const { store } = setup({ orders: { get }, invoices: { payments: answers(ok({ items: [] })) } });
    vi.useFakeTimers();
    const controller = new AbortController();
    const watching = ordersOf(store).watchStatus('o-1', { intervalMs: 5, timeoutMs: 10_000, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(20);
    expect(get.mock.calls.length).toBeGreaterThan(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(5);
    expect(await watching).toBe('checking');
    const calls = get.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(get.mock.calls.length).toBe(calls);
  });

  it('another order loaded into the store drops the previous payments', async () => {
    const get = answers(ok(order()), ok(order({ orderId: 'o-2', invoiceId: 'inv-2' })));
    const { store } = setup({ orders: { get }, invoices: { payments: answers(ok({ items: [payment({ state: 'Declined' })] })) } });
    await ordersOf(store).refreshStatus('o-1');
    expect(ordersOf(store).status.value).toBe('declined');
    await ordersOf(store).loadOrder('o-2');
    expect(ordersOf(store).payments.value).toEqual([]);
  });

  it('an order viewed from the history is not reported as a purchase', async () => {
    const { store, dataLayer } = setup({ orders: { get: answers(ok(order({ state: 'Completed' }))) } });
    await ordersOf(store).loadOrder('o-1', { report: false });
    expect(dataLayer).toHaveLength(0);
  });

  it('items remember which order they belong to', async () => {
    const { store } = setup({ orders: { items: answers(ok({ items: order().items })) } });
    await ordersOf(store).loadItems('o-1');
    expect(ordersOf(store).itemsOrderId.value).toBe('o-1');
    expect(ordersOf(store).items.value).toHaveLength(2);
  });

  it('a purchased file is fetched past the cache', async () => {
    const download = answers(ok(new Blob(['x'])));
    const { store } = setup({ files: { download } });
    expect((await ordersOf(store).download('https://files/x.svg')).ok).toBe(true);
    expect(download).toHaveBeenCalledWith('https://files/x.svg');
  });
});

describe('archive progress', () => {
  it('goes requesting → processing → ready, for the order it was asked for', async () => {
    const steps: string[] = [];
    const archive = (state: Archive['state'], fileUrl: string | null = null) => ok<Archive>({ id: 'ar', state, fileUrl });
    const { store } = setup({
      archives: {
        create: answers(ok({ archiveId: 'ar' }, 201)),
        get: answers(archive('Pending'), archive('Processing'), archive('Published', 'https://files/ar.zip')),
      },
    });
    const orders = ordersOf(store);
    const stop = orders.archiveStep.subscribe((s) => steps.push(s));
    await orders.createArchive('o-7');
    stop();
    expect(steps).toEqual(['idle', 'requesting', 'processing', 'ready']);
    expect(orders.archiveOrderId.value).toBe('o-7');
  });

  it('a Published archive without a file, or a Failed one, ends failed', async () => {
    const { store } = setup({
      archives: { create: answers(ok({ archiveId: 'ar' }, 201)), get: answers(ok<Archive>({ id: 'ar', state: 'Failed', fileUrl: null })) },
    });
    await ordersOf(store).createArchive('o-1');
    expect(ordersOf(store).archiveStep.value).toBe('failed');
  });
});

describe('a paid order whose payments do not load', () => {
  it('is still paid: its own state decides, the payments failure is no error', async () => {
    const { store } = setup({ orders: { get: answers(ok(order({ state: 'Completed' }))) }, invoices: { payments: answers(fail(500)) } });
    expect(await ordersOf(store).watchStatus('o-1')).toBe('paid');
    expect(ordersOf(store).statusError.value).toBe(false);
  });
});
