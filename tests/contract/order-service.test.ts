import { describe, expect, it } from 'vitest';
import { Order, OrderItemList, OrderList } from '../../src/api/schemas/orders';
import { client, DEMO, expectError, jwtFor, paidOrder, placeOrder, svc, wire } from './helpers';

const api = client();
const orders = (token?: string, query = '') => api.get(svc('order-service', `/orders${query}`), token ? { headers: { Authorization: `Bearer ${token}` } } : {});

describe('order-service GET /orders/{id} and /orders/{id}/items', () => {
  it('answers an AwaitingPayment order without download links', async () => {
    const { orderId, invoiceId, photoIds } = await placeOrder(api, { photos: 2 });
    const order = wire(Order, (await api.get(svc('order-service', `/orders/${orderId}`))).body);
    expect(order).toMatchObject({ orderId, invoiceId, state: 'AwaitingPayment', currencyId: 978, catalogId: DEMO.open.catalogId, totalAmount: 13.8 });
    expect(order.number).toMatch(/^RL-\d+$/);
    const items = wire(OrderItemList, (await api.get(svc('order-service', `/orders/${orderId}/items`))).body);
    expect(items.items.map((i) => i.photoId)).toEqual(photoIds);
    expect(items.items.every((i) => i.downloadUrl === null && i.product.productType === 'Photo' && i.totalPrice === 6.9)).toBe(true);
  });

  it('AwaitingPayment → Completed: a paid order has download links to clean files', async () => {
    const { orderId } = await paidOrder(api);
    const order = wire(Order, (await api.get(svc('order-service', `/orders/${orderId}`))).body);
    expect(order.state).toBe('Completed');
    const [item] = wire(OrderItemList, (await api.get(svc('order-service', `/orders/${orderId}/items`))).body).items;
    expect(item!.downloadUrl).toMatch(/^http:\/\/.+\.svg$/);
    const file = await fetch(item!.downloadUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    const svg = await file.text();
    expect(svg).toContain('Photo of bib');
    expect(svg).not.toContain('PREVIEW');
  });

  it('AwaitingPayment → Canceled (the platform cancels unpaid orders; the sandbox on an admin call)', async () => {
    const { orderId, invoiceId } = await placeOrder(api);
    const canceled = await api.post(`/sandbox/admin/orders/${orderId}/cancel`);
    expect(wire(Order, canceled.body).state).toBe('Canceled');
    expect(wire(Order, (await api.get(svc('order-service', `/orders/${orderId}`))).body).state).toBe('Canceled');
    expectError(
      await api.post(svc('invoice-service', `/invoices/${invoiceId}/payments`), { paymentTypeId: 1, returnUrl: 'http://localhost:4000/order/x' }),
      409,
      'OrderCanceled',
    );
    expectError(await api.post(`/sandbox/admin/orders/${orderId}/cancel`), 409, 'OrderNotCancelable');
  });

  it('answers 404 for an unknown order', async () => {
    expectError(await api.get(svc('order-service', '/orders/ord_nope')), 404, 'NotFound');
    expectError(await api.get(svc('order-service', '/orders/ord_nope/items')), 404, 'NotFound');
  });
});

describe('order-service GET /orders (signed in)', () => {
  it('needs a bearer token with an e-mail (401 otherwise)', async () => {
    expectError(await orders(), 401, 'Unauthorized');
    expectError(await orders('not-a-jwt'), 401, 'Unauthorized');
  });

  it('lists the seeded history of the demo customer, newest first, in every state', async () => {
    const list = wire(OrderList, (await orders(jwtFor(DEMO.customer), '?count=100')).body);
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect(list.items.every((o) => o.customer.email === DEMO.customer)).toBe(true);
    const created = list.items.map((o) => o.createdOn);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(list.items.map((o) => o.state))).toEqual(new Set(['Completed', 'AwaitingPayment', 'Canceled']));
    expect(list.items.some((o) => o.currencyId === 840)).toBe(true);
    const page = wire(OrderList, (await orders(jwtFor(DEMO.customer.toUpperCase()), '?offset=1&count=1')).body);
    expect(page.items[0]!.orderId).toBe(list.items[1]!.orderId);
  });

  it('shows a new order of that e-mail at the top', async () => {
    const email = `history-${Date.now()}@example.com`;
    expect(wire(OrderList, (await orders(jwtFor(email))).body)).toEqual({ items: [], total: 0 });
    const first = await placeOrder(api, { email });
    const second = await placeOrder(api, { email });
    const list = wire(OrderList, (await orders(jwtFor(email))).body);
    expect(list.items.map((o) => o.orderId)).toEqual([second.orderId, first.orderId]);
  });
});
