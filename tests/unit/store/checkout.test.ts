import { describe, expect, it } from 'vitest';
import { checkoutOf } from '../../../src/store/checkout';
import { createStore } from '../../../src/store/create-store';
import { memoryStorage } from '../../../src/store/storage';
import { answers, fakeApi } from '../helpers/fake-api';
import { cart, item, payment } from '../helpers/fixtures';
import { fail, ok } from '../helpers/results';

const request = { email: ' ann@example.com ', paymentTypeId: 'card', returnUrl: (id: string | number) => `https://shop.test/order/${id}` };

function setup(carts: Record<string, unknown>, invoices: Record<string, unknown>, baseUrl = 'http://localhost:8787') {
  const storage = { session: memoryStorage(), local: memoryStorage() };
  storage.session.setItem('cartId', 'cart-1');
  const store = createStore({ api: fakeApi({ carts, invoices }, baseUrl), storage, dataLayer: [] });
  return { store, storage };
}

const happyCarts = () => ({
  get: answers(ok(cart({ items: [item()], amount: 9.9, totalAmount: 9.9 }))),
  setCustomer: answers(ok(undefined, 204)),
  checkout: answers(ok({ orderId: 'o-1', invoiceId: 'inv-1' })),
});

describe('checkout', () => {
  it('saves the customer, checks out, remembers the order, then pays', async () => {
    const steps: string[] = [];
    const carts = happyCarts();
    carts.setCustomer.mockImplementation(async () => {
      steps.push('customer');
      return ok(undefined, 204);
    });
    carts.checkout.mockImplementation(async () => {
      steps.push('checkout');
      return ok({ orderId: 'o-1', invoiceId: 'inv-1' });
    });
    const createPayment = answers(ok(payment({ payUrl: 'https://pay.example.com/1' }), 201));
    const { store, storage } = setup(carts, { createPayment });
    createPayment.mockImplementation(async () => {
      // Pending orders are written before the payment is created.
      steps.push(`pay, pending=${storage.local.getItem('pendingOrders')}`);
      return ok(payment({ payUrl: 'https://pay.example.com/1' }), 201);
    });
    await store.cart.load();

    const outcome = await checkoutOf(store).checkout(request);
    expect(outcome).toEqual({ ok: true, orderId: 'o-1', invoiceId: 'inv-1', payUrl: 'https://pay.example.com/1' });
    expect(steps).toEqual(['customer', 'checkout', 'pay, pending=["o-1"]']);
    expect(carts.setCustomer).toHaveBeenCalledWith('cart-1', { email: 'ann@example.com', company: null }, expect.anything());
    expect(createPayment.mock.calls[0]?.[1]).toEqual({ paymentTypeId: 'card', returnUrl: 'https://shop.test/order/o-1' });
    expect(createPayment.mock.calls[0]?.[2]).toMatch(/^inv-1-1-/);
    expect(storage.session.getItem('cartId')).toBeNull();
  });

  it('a customer answer other than 204 is a customer error and stops', async () => {
    const carts = { ...happyCarts(), setCustomer: answers(fail(400, 'InvalidCustomer')) };
    const { store, storage } = setup(carts, {});
    const outcome = await checkoutOf(store).checkout(request);
    expect(outcome).toMatchObject({ ok: false, step: 'customer', key: 'cart.customerError' });
    expect(checkoutOf(store).failure.value?.step).toBe('customer');
    expect(carts.checkout).not.toHaveBeenCalled();
    expect(storage.local.getItem('pendingOrders')).toBeNull();
  });

  it('sends the company of a business card to the customer and the payment', async () => {
    const company = { name: 'ACME', vatNumber: 'LV123' };
    const carts = happyCarts();
    const createPayment = answers(ok(payment(), 201));
    const { store } = setup(carts, { createPayment });
    await checkoutOf(store).checkout({ ...request, company });
    expect(carts.setCustomer).toHaveBeenCalledWith('cart-1', { email: 'ann@example.com', company }, expect.anything());
    expect(createPayment.mock.calls[0]?.[1]).toMatchObject({ company });
  });

  it('a second call while one runs joins it: one payment, the same pay page for both', async () => {
    const createPayment = answers(ok(payment(), 201));
    const { store } = setup(happyCarts(), { createPayment });
    const a = checkoutOf(store).checkout(request);
    const b = checkoutOf(store).checkout(request);
    const [first, second] = await Promise.all([a, b]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ ok: true });
    expect(createPayment).toHaveBeenCalledTimes(1);
  });

  it('a reload mid-way reuses the idempotency key of the attempt', async () => {
    const createPayment = answers(fail(1001, 'NetworkError'), ok(payment(), 201));
    const { store } = setup(happyCarts(), { createPayment });
    expect(await checkoutOf(store).checkout(request)).toMatchObject({ ok: false, step: 'payment', key: 'checkout.connectionFailed' });
    await checkoutOf(store).checkout(request);
    expect(createPayment.mock.calls[1]?.[2]).toBe(createPayment.mock.calls[0]?.[2]);
  });

  it('paying again after a failure goes on from the step that failed: the details are not saved twice, the order not made twice', async () => {
    const carts = happyCarts();
    const createPayment = answers(fail(503, 'HttpError'), ok(payment({ payUrl: 'https://pay.example.com/1' }), 201));
    const { store } = setup(carts, { createPayment });
    const checkout = checkoutOf(store);
    await checkout.checkout(request);
    expect(checkout.failure.value).toMatchObject({ step: 'payment', key: 'checkout.connectionFailed' });
    expect(await checkout.checkout(request)).toMatchObject({ ok: true, orderId: 'o-1' });
    expect(carts.setCustomer).toHaveBeenCalledTimes(1);
    expect(carts.checkout).toHaveBeenCalledTimes(1);
    expect(createPayment).toHaveBeenCalledTimes(2);
  });

  it('saves the details again when they changed before the order was made', async () => {
    const carts = happyCarts();
    carts.checkout = answers(fail(1001, 'NetworkError'), ok({ orderId: 'o-1', invoiceId: 'inv-1' }));
    const { store } = setup(carts, { createPayment: answers(ok(payment({ payUrl: 'https://pay.example.com/1' }), 201)) });
    const checkout = checkoutOf(store);
    await checkout.checkout(request);
    expect(await checkout.checkout({ ...request, email: 'bob@example.com' })).toMatchObject({ ok: true });
    expect(carts.setCustomer.mock.calls.map((call) => (call[1] as { email: string }).email)).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('a cancelled wait shows no failure and leaves the form to the participant', async () => {
    const carts = happyCarts();
    carts.setCustomer.mockImplementation(
      (...args: unknown[]) =>
        new Promise((resolve) => (args[2] as { signal: AbortSignal }).signal.addEventListener('abort', () => resolve(fail(1001, 'Aborted')))),
    );
    const { store } = setup(carts, { createPayment: answers(ok(payment(), 201)) });
    const checkout = checkoutOf(store);
    const pending = checkout.checkout(request);
    expect(checkout.busy.value).toBe(true);
    checkout.cancel();
    expect(await pending).toMatchObject({ ok: false, step: 'customer', error: { code: 'Aborted' } });
    expect(checkout.failure.value).toBeNull();
    expect(checkout.busy.value).toBe(false);
  });

  it('refuses a pay URL that is neither https nor on a trusted origin', async () => {
    const { store } = setup(happyCarts(), { createPayment: answers(ok(payment({ payUrl: 'http://evil.test/pay' }), 201)) });
    const outcome = await checkoutOf(store).checkout(request);
    expect(outcome).toMatchObject({ ok: false, step: 'payment', key: 'payment.error', error: { code: 'UnsafePayUrl' } });
  });

  it('trusts an http pay page on the API origin (the sandbox)', async () => {
    const { store } = setup(happyCarts(), { createPayment: answers(ok(payment({ payUrl: 'http://localhost:8787/sandbox/pay/1' }), 201)) });
    expect(await checkoutOf(store).checkout(request)).toMatchObject({ ok: true });
  });

  it('an already checked-out cart skips the customer and gets the same order again', async () => {
    const carts = { ...happyCarts(), get: answers(ok(cart({ orderId: 'o-1', state: 'Processed', totalAmount: 9.9 }))) };
    const { store } = setup(carts, { createPayment: answers(ok(payment(), 201)) });
    await store.cart.load();
    expect(await checkoutOf(store).checkout(request)).toMatchObject({ ok: true, orderId: 'o-1' });
    expect(carts.setCustomer).not.toHaveBeenCalled();
  });

  it('a paid invoice says so', async () => {
    const { store } = setup(happyCarts(), { createPayment: answers(fail(409, 'InvoicePaid')) });
    expect(await checkoutOf(store).checkout(request)).toMatchObject({ ok: false, key: 'payment.alreadyPaid' });
  });

  it('without a cart there is nothing to check out', async () => {
    const { store, storage } = setup({}, {});
    storage.session.removeItem('cartId');
    expect(await checkoutOf(store).checkout(request)).toMatchObject({ ok: false, step: 'cart' });
  });

  it('an order a gift code made free is not paid: no payment, straight to the order', async () => {
    const carts = { ...happyCarts(), get: answers(ok(cart({ items: [item('PhotosWithMe')], amount: 29.9, totalAmount: 0 }))) };
    const createPayment = answers(ok(payment(), 201));
    const { store, storage } = setup(carts, { createPayment });
    await store.cart.load();
    expect(await checkoutOf(store).checkout(request)).toEqual({ ok: true, orderId: 'o-1', invoiceId: 'inv-1', payUrl: '', free: true });
    expect(createPayment).not.toHaveBeenCalled();
    expect(storage.local.getItem('pendingOrders')).toBe('["o-1"]');
    expect(storage.session.getItem('cartId')).toBeNull();
  });
});

describe('payment methods', () => {
  const types = {
    items: [
      { paymentTypeId: 1, name: 'Card', kind: 'PersonalCard', available: true },
      { paymentTypeId: 3, name: 'BY', kind: 'BelarusianBank', available: false },
    ],
  };

  it('are asked for the amount and currency, once while neither changes', async () => {
    const paymentTypes = answers(ok(types));
    const { store } = setup({}, { paymentTypes });
    const checkout = checkoutOf(store);
    await checkout.loadPaymentTypes(29.9, 978);
    await checkout.loadPaymentTypes(29.9, 978);
    expect(paymentTypes).toHaveBeenCalledTimes(1);
    expect(paymentTypes).toHaveBeenCalledWith({ amount: 29.9, currencyId: 978 });
    expect(checkout.paymentTypes.value.data).toEqual(types.items);
    await checkout.loadPaymentTypes(26.91, 978);
    expect(paymentTypes).toHaveBeenCalledTimes(2);
  });

  it('a failure is flagged and the next call asks again', async () => {
    const paymentTypes = answers(fail(500), ok(types));
    const { store } = setup({}, { paymentTypes });
    const checkout = checkoutOf(store);
    await checkout.loadPaymentTypes(10, 978);
    // The methods are a query's state (src/store/base/query.ts): the failure is its status.
    expect(checkout.paymentTypes.value.status === 'error').toBe(true);
    expect(checkout.paymentTypes.value.data).toBeNull();
    await checkout.loadPaymentTypes(10, 978);
    expect(checkout.paymentTypes.value.status === 'error').toBe(false);
    expect(checkout.paymentTypes.value.data).toHaveLength(2);
  });
});
