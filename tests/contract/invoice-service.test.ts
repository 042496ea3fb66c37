import { describe, expect, it } from 'vitest';
import { Payment, PaymentList, PaymentTypeList } from '../../src/api/schemas/invoices';
import { Order, OrderItemList } from '../../src/api/schemas/orders';
import { client, createPayment, DEMO, expectError, getCart, newCart, paidOrder, placeOrder, runnerPhotos, submitPayPage, svc, wire } from './helpers';

const api = client();
const payments = (invoiceId: string) => api.get(svc('invoice-service', `/invoices/${invoiceId}/payments`));
const orderState = async (orderId: string) => wire(Order, (await api.get(svc('order-service', `/orders/${orderId}`))).body).state;

describe('invoice-service GET /paymentTypes', () => {
  it('offers personal and business card; the bank options exist only as labels', async () => {
    const res = await api.get(svc('invoice-service', '/paymentTypes?amount=29.9&currencyId=978'));
    expect(res.status).toBe(200);
    const types = wire(PaymentTypeList, res.body).items;
    expect(types.filter((t) => t.available).map((t) => t.kind)).toEqual(['PersonalCard', 'BusinessCard']);
    expect(types.filter((t) => !t.available).map((t) => t.kind)).toEqual(['BelarusianBank', 'RussianBank']);
    expectError(await api.get(svc('invoice-service', '/paymentTypes?amount=lots')), 400, 'ValidationFailed');
  });
});

describe('invoice-service payments and the sandbox pay page (PRODUCT.md §states-payment)', () => {
  it('creates a Pending payment (201) with a payUrl to a pay page that works without JavaScript', async () => {
    const { invoiceId } = await placeOrder(api);
    const res = await createPayment(api, invoiceId);
    expect(res.status).toBe(201);
    const payment = wire(Payment, res.body);
    expect(payment).toMatchObject({ invoiceId, state: 'Pending', paymentTypeId: 1 });
    expect(payment.payUrl).toBe(`${api.base}/sandbox/pay/${payment.paymentId}`);
    const page = await fetch(payment.payUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('development sandbox');
    expect(html).toContain('<form method="post"');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('Pending → Declined with the declining card: back to the shop, the order still awaits payment; a retry by another method pays it', async () => {
    const { orderId, invoiceId } = await placeOrder(api);
    const returnUrl = `http://localhost:4000/order/${orderId}`;
    const first = wire(Payment, (await createPayment(api, invoiceId, { returnUrl })).body);
    const declined = await submitPayPage(first.payUrl, DEMO.cards.decline);
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(returnUrl);
    expect(await orderState(orderId)).toBe('AwaitingPayment');
    expect(wire(PaymentList, (await payments(invoiceId)).body).items.map((p) => p.state)).toEqual(['Declined']);

    // Retry with the business card: it needs the company's VAT data.
    expectError(await createPayment(api, invoiceId, { paymentTypeId: 2, returnUrl }), 400, 'ValidationFailed');
    const retry = wire(
      Payment,
      (await createPayment(api, invoiceId, { paymentTypeId: 2, returnUrl, company: { name: 'ACME GmbH', vatNumber: 'ATU12345678' } })).body,
    );
    const paid = await submitPayPage(retry.payUrl, DEMO.cards.approve.replace(/ /g, ''));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(returnUrl);

    const list = wire(PaymentList, (await payments(invoiceId)).body).items;
    expect(list.map((p) => p.state)).toEqual(['Declined', 'Paid']);
    // "The latest payment by createdOn": strictly ordered.
    expect(list[1]!.createdOn > list[0]!.createdOn).toBe(true);
    expect(await orderState(orderId)).toBe('Completed');
    expectError(await createPayment(api, invoiceId), 409, 'InvoicePaid');
  });

  it('Pending → Paid sends the order e-mail with download links to the mailbox', async () => {
    const email = `paid-${Date.now()}@example.com`;
    const { orderId } = await paidOrder(api, { email, photos: 2 });
    const mail = (await api.get(`/sandbox/api/mail?to=${encodeURIComponent(email)}`)).body.items[0];
    expect(mail).toMatchObject({ kind: 'order-paid', to: email });
    expect(mail.links[0].url).toBe(`http://localhost:4000/order/${orderId}`);
    const downloads = mail.links.slice(1);
    expect(downloads).toHaveLength(2);
    for (const link of downloads) expect((await fetch(link.url)).status).toBe(200);
  });

  it('the same Idempotency-Key answers the same payment: two clicks, one payment', async () => {
    const { invoiceId } = await placeOrder(api);
    const key = `idem-${Date.now()}`;
    const [a, b] = await Promise.all([
      createPayment(api, invoiceId, {}, { 'Idempotency-Key': key }),
      createPayment(api, invoiceId, {}, { 'Idempotency-Key': key }),
    ]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(wire(Payment, a.body).paymentId).toBe(wire(Payment, b.body).paymentId);
    expect(wire(PaymentList, (await payments(invoiceId)).body).items).toHaveLength(1);
    const log = (await api.get(`/sandbox/admin/requests?method=POST&path=/invoices/${invoiceId}/payments`)).body.items;
    expect(log.map((r: { status: number }) => r.status)).toEqual([201, 201]);
    // Another key is another payment.
    expect(wire(Payment, (await createPayment(api, invoiceId, {}, { 'Idempotency-Key': `${key}-2` })).body).paymentId).not.toBe(
      wire(Payment, a.body).paymentId,
    );
  });

  it('the pay page refuses other card numbers (422), and a second submit changes nothing', async () => {
    const { orderId, invoiceId } = await placeOrder(api);
    const payment = wire(Payment, (await createPayment(api, invoiceId)).body);
    const wrong = await submitPayPage(payment.payUrl, '1234 5678 9012 3456');
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Use one of the sandbox test cards');
    expect((await submitPayPage(payment.payUrl, DEMO.cards.approve)).status).toBe(303);
    expect((await submitPayPage(payment.payUrl, DEMO.cards.decline)).status).toBe(303);
    expect(wire(PaymentList, (await payments(invoiceId)).body).items.map((p) => p.state)).toEqual(['Paid']);
    expect(await orderState(orderId)).toBe('Completed');
    expect(await (await fetch(payment.payUrl)).text()).toContain('This payment is Paid');
  });

  it('cancel on the pay page counts as declined', async () => {
    const { invoiceId } = await placeOrder(api);
    const payment = wire(Payment, (await createPayment(api, invoiceId)).body);
    expect((await submitPayPage(payment.payUrl, '', 'cancel')).status).toBe(303);
    expect(wire(PaymentList, (await payments(invoiceId)).body).items[0]!.state).toBe('Declined');
  });

  it('validates payments: only http(s) return URLs, known and available types; 404 for unknown invoices and pay pages', async () => {
    const { invoiceId } = await placeOrder(api);
    expectError(await createPayment(api, invoiceId, { returnUrl: 'javascript:alert(1)' }), 400, 'ValidationFailed');
    expectError(await createPayment(api, invoiceId, { returnUrl: '/order/relative' }), 400, 'ValidationFailed');
    expectError(await createPayment(api, invoiceId, { paymentTypeId: 3 }), 400, 'ValidationFailed');
    expectError(await createPayment(api, invoiceId, { paymentTypeId: 99 }), 400, 'ValidationFailed');
    expectError(await api.post(svc('invoice-service', `/invoices/${invoiceId}/payments`), { paymentTypeId: 1 }), 400, 'ValidationFailed');
    expectError(await createPayment(api, 'inv_nope'), 404, 'NotFound');
    expectError(await payments('inv_nope'), 404, 'NotFound');
    const unknown = await fetch(`${api.base}/sandbox/pay/pay_nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('development sandbox');
  });

  it('promo codes are single use: once an order with one is paid, it is 429 limit reached', async () => {
    const code = `SAVE10-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await paidOrder(api, { codes: [code] });
    const cartId = await newCart(api);
    expectError(await api.post(svc('cart-service', `/shoppingCarts/${cartId}/promotionalCodes`), { code }), 429, 'PromoCodeLimitReached');
  });

  it('an order made free by a GIFT code is Completed at checkout, without a payment', async () => {
    const { photoIds } = await runnerPhotos(api, DEMO.open.eventId, DEMO.open.albumId, { number: '4321', surname: 'Lee' });
    const cartId = (await api.post(svc('cart-service', '/shoppingCarts'), {})).body.shoppingCartId;
    const products = (await api.get(svc('catalog-service', `/catalog/products?catalogId=${DEMO.open.catalogId}&state=InCatalog`))).body.items;
    const pack = products.find((p: { productType: string }) => p.productType === 'PhotosWithMe').id;
    await api.post(svc('cart-service', `/shoppingCarts/${cartId}/items/v2`), {
      productId: pack,
      catalogId: DEMO.open.catalogId,
      photoIds,
      startNumber: '4321',
    });
    await api.post(svc('cart-service', `/shoppingCarts/${cartId}/promotionalCodes`), { code: `GIFT-${Date.now().toString(36).toUpperCase()}` });
    await api.put(svc('cart-service', `/shoppingCarts/${cartId}/customer`), { email: 'gift@example.com' });
    expect((await getCart(api, cartId)).totalAmount).toBe(0);
    const { orderId, invoiceId } = (await api.post(svc('cart-service', `/shoppingCarts/${cartId}`), {})).body;
    expect(await orderState(orderId)).toBe('Completed');
    expect(wire(PaymentList, (await payments(invoiceId)).body).items).toEqual([]);
    const [item] = wire(OrderItemList, (await api.get(svc('order-service', `/orders/${orderId}/items`))).body).items;
    const zip = await fetch(item!.downloadUrl!);
    expect(zip.headers.get('content-type')).toBe('application/zip');
  });
});
