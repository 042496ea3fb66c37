import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Archive } from '../../../src/api/schemas';
import { createStore } from '../../../src/store/create-store';
import { archiveOf } from '../../../src/store/orders/archive';
import { orderHistoryOf, sortByCreatedOnDesc } from '../../../src/store/orders/history';
import { orderOf } from '../../../src/store/orders/order';
import { orderPaymentOf } from '../../../src/store/orders/payment';
import { preorderOf } from '../../../src/store/orders/preorder';
import { pendingOrdersOf } from '../../../src/store/pending-orders';
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
    // The order is a query's state (src/store/base/query.ts): its status is the error flag.
    await orderOf(store).load('o-1');
    expect(orderOf(store).order('o-1').value.status === 'error').toBe(true);
    await orderOf(store).load('o-1');
    expect(orderOf(store).order('o-1').value.status === 'error').toBe(false);
    expect(orderOf(store).order('o-1').value.data?.orderId).toBe('o-1');
  });

  it('a status other than 200 sets the error flag', async () => {
    const { store } = setup({ orders: { get: answers(fail(404, 'NotFound')) } });
    await orderOf(store).load('nope');
    expect(orderOf(store).order('nope').value.status === 'error').toBe(true);
    expect(orderOf(store).order('nope').value.data).toBeNull();
  });

  it('a paid order leaves the pending list and is reported once', async () => {
    const { store, storage, dataLayer } = setup({ orders: { get: answers(ok(order({ state: 'Completed' }))) } });
    pendingOrdersOf(store).add('o-1');
    pendingOrdersOf(store).add('o-2');
    await orderOf(store).load('o-1');
    await orderOf(store).load('o-1');
    expect(pendingOrdersOf(store).ids.value).toEqual(['o-2']);
    expect(dataLayer).toHaveLength(1);
    expect(storage.local.getItem('racelensPurchases')).not.toContain('o-1');
    expect(JSON.parse(storage.local.getItem('racelensPurchases')!)).toHaveLength(1);
  });

  it('an order awaiting payment stays pending', async () => {
    const { store } = setup({ orders: { get: answers(ok(order())) } });
    pendingOrdersOf(store).add('o-1');
    await orderOf(store).load('o-1');
    expect(pendingOrdersOf(store).has('o-1')).toBe(true);
  });

  it('a pre-order load other than 200 sets its error flag', async () => {
    const details = { preorderId: 'p', catalogId: 'c', state: 'Completed' as const, email: 'a@b.c', number: 'P', items: [] };
    const { store } = setup({ preorders: { details: answers(fail(404), ok(details)) } });
    await preorderOf(store).load('p');
    expect(preorderOf(store).preorder('p').value.status === 'error').toBe(true);
    await preorderOf(store).load('p');
    expect(preorderOf(store).preorder('p').value.status === 'error').toBe(false);
    expect(preorderOf(store).preorder('p').value.data).toEqual(details);
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
    expect(await orderPaymentOf(store).watchStatus('o-1')).toBe('declined');
    expect(orderPaymentOf(store).of('o-1').latest.value?.state).toBe('Declined');
  });

  it('retrying after a decline is a new attempt with a new key', async () => {
    const createPayment = answers(ok(payment({ payUrl: 'https://pay.example.com/2' }), 201));
    const { store } = setup({ invoices: { createPayment } });
    await orderPaymentOf(store).retryPayment('inv-1', { paymentTypeId: 'card', returnUrl: 'https://shop/order/o-1' });
    await orderPaymentOf(store).retryPayment('inv-1', { paymentTypeId: 'card', returnUrl: 'https://shop/order/o-1' });
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
    const done = await archiveOf(store).create('o-1');
    expect(done?.fileUrl).toBe('https://files/ar.zip');
    expect(archiveOf(store).ready.value).toBe(true);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('a failed creation flags the archive error', async () => {
    const { store } = setup({ archives: { create: answers(fail(409, 'OrderNotPaid')) } });
    expect(await archiveOf(store).create('o-1')).toBeNull();
    // The archive's error is its last step.
    expect(archiveOf(store).step.value === 'failed').toBe(true);
    expect(archiveOf(store).ready.value).toBe(false);
  });
});

describe('my orders', () => {
  it('loads pages with show-more, newest first', async () => {
    const a = order({ orderId: 'a', createdOn: '2025-01-03T00:00:00Z' });
    const b = order({ orderId: 'b', createdOn: '2025-01-02T00:00:00Z' });
    const c = order({ orderId: 'c', createdOn: '2025-01-01T00:00:00Z' });
    const list = answers(ok({ items: [a, b], total: 3 }), ok({ items: [c], total: 3 }));
    const { store } = setup({ orders: { list } });
    await orderHistoryOf(store).load();
    expect(orderHistoryOf(store).hasMore.value).toBe(true);
    await orderHistoryOf(store).more();
    expect(list.mock.calls[1]?.[0]).toEqual({ offset: 2, count: 10 });
    expect(orderHistoryOf(store).state.value.data?.orders.map((o) => o.orderId)).toEqual(['a', 'b', 'c']);
    expect(orderHistoryOf(store).hasMore.value).toBe(false);
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
    expect(await orderPaymentOf(store).watchStatus('o-1')).toBe('canceled');
  });

  it('payments that fail to load stop the polling with the error flag', async () => {
    const payments = answers(fail(503));
    const { store } = setup({ orders: { get: answers(ok(order())) }, invoices: { payments } });
    expect(await orderPaymentOf(store).watchStatus('o-1')).toBe('checking');
    expect(orderPaymentOf(store).of('o-1').failed.value).toBe(true);
    expect(payments).toHaveBeenCalledTimes(1);
  });

  it('an order that fails to load stops the polling with the error flag', async () => {
    const get = answers(fail(500));
    const { store } = setup({ orders: { get } });
    await orderPaymentOf(store).watchStatus('o-1');
    expect(orderPaymentOf(store).of('o-1').failed.value).toBe(true);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('paid between the order and payments calls: the order is read again, settled and reported', async () => {
    const get = answers(ok(order()), ok(order({ state: 'Completed' })));
    const { store, dataLayer } = setup({ orders: { get }, invoices: { payments: answers(ok({ items: [payment({ state: 'Paid' })] })) } });
    pendingOrdersOf(store).add('o-1');
    expect(await orderPaymentOf(store).watchStatus('o-1')).toBe('paid');
    expect(orderOf(store).order('o-1').value.data?.state).toBe('Completed');
    expect(pendingOrdersOf(store).has('o-1')).toBe(false);
    expect(dataLayer).toHaveLength(1);
  });

  it('stops polling once aborted (the widget left the page)', async () => {
    const get = answers(ok(order()));
    const { store } = setup({ orders: { get }, invoices: { payments: answers(ok({ items: [] })) } });
    vi.useFakeTimers();
    const controller = new AbortController();
    const watching = orderPaymentOf(store).watchStatus('o-1', { intervalMs: 5, timeoutMs: 10_000, signal: controller.signal });
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
    // Payments are the order's own (by its invoice): o-2's status never reads o-1's.
    await orderPaymentOf(store).refreshStatus('o-1');
    expect(orderPaymentOf(store).of('o-1').status.value).toBe('declined');
    await orderOf(store).load('o-2');
    expect(orderPaymentOf(store).of('o-2').latest.value).toBeNull();
  });

  it('an order viewed from the history is not reported as a purchase', async () => {
    const { store, dataLayer } = setup({ orders: { get: answers(ok(order({ state: 'Completed' }))) } });
    await orderOf(store).load('o-1', { report: false });
    expect(dataLayer).toHaveLength(0);
  });

  it('items remember which order they belong to', async () => {
    const { store } = setup({ orders: { items: answers(ok({ items: order().items })) } });
    // Items are kept by order id: a view reads the items of its own order.
    await orderOf(store).loadItems('o-1');
    expect(orderOf(store).items('o-2').value.data).toBeNull();
    expect(orderOf(store).items('o-1').value.data).toHaveLength(2);
  });

  it('a purchased file is fetched past the cache', async () => {
    const download = answers(ok(new Blob(['x'])));
    const { store } = setup({ files: { download } });
    expect((await orderOf(store).download('https://files/x.svg')).ok).toBe(true);
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
    const archives = archiveOf(store);
    const stop = archives.step.subscribe((s) => steps.push(s));
    await archives.create('o-7');
    stop();
    expect(steps).toEqual(['idle', 'requesting', 'processing', 'ready']);
    expect(archives.orderId.value).toBe('o-7');
  });

  it('a Published archive without a file, or a Failed one, ends failed', async () => {
    const { store } = setup({
      archives: { create: answers(ok({ archiveId: 'ar' }, 201)), get: answers(ok<Archive>({ id: 'ar', state: 'Failed', fileUrl: null })) },
    });
    await archiveOf(store).create('o-1');
    expect(archiveOf(store).step.value).toBe('failed');
  });
});

describe('a paid order whose payments do not load', () => {
  it('is still paid: its own state decides, the payments failure is no error', async () => {
    const { store } = setup({ orders: { get: answers(ok(order({ state: 'Completed' }))) }, invoices: { payments: answers(fail(500)) } });
    expect(await orderPaymentOf(store).watchStatus('o-1')).toBe('paid');
    expect(orderPaymentOf(store).of('o-1').failed.value).toBe(false);
  });
});
