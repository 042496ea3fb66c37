/**
 * Checkout (SPEC §2 /order, §7): save the customer, check the cart out, remember the order as
 * pending, create the payment, and hand back the pay page to go to. One run at a time.
 */
import { signal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import type { ApiError } from '../api/http';
import type { Customer } from '../api/schemas';
import type { MessageKey } from '../validation/message-key';
import type { CartStore } from './cart';
import type { Pay } from './payments';
import type { PendingOrdersStore } from './pending-orders';
import { singleFlight } from './single-flight';
import { feature } from './feature';
import { payOf } from './payments';

type Id = string | number;

export interface CheckoutRequest {
  email: string;
  /** Business card payments (SPEC §5). */
  company?: { name: string; vatNumber: string; address?: string } | null;
  paymentTypeId: Id;
  /** Where the pay page sends the browser back: the shop's /order/{id}. */
  returnUrl: (orderId: Id) => string;
}

export type CheckoutStep = 'cart' | 'customer' | 'checkout' | 'payment';
export interface CheckoutFailure {
  ok: false;
  step: CheckoutStep;
  error: ApiError;
  key: MessageKey;
}
export type CheckoutOutcome = { ok: true; orderId: Id; invoiceId: Id; payUrl: string } | CheckoutFailure;

interface CheckoutDeps {
  api: ApiClient;
  cart: CartStore;
  pendingOrders: PendingOrdersStore;
  pay: Pay;
}

export function createCheckout({ api, cart, pendingOrders, pay }: CheckoutDeps) {
  const failure = signal<CheckoutFailure | null>(null);
  const busy = signal(false);

  const fail = (step: CheckoutStep, error: ApiError, key: MessageKey): CheckoutFailure =>
    (failure.value = { ok: false, step, error, key });

  async function run(request: CheckoutRequest): Promise<CheckoutOutcome> {
    const cartId = cart.cartId();
    if (!cartId) return fail('cart', { status: 404, code: 'NoCart' }, 'common.error');

    // A cart already checked out (a reload after a failed payment) keeps its customer; its
    // checkout call below answers the same order again.
    if (!cart.checkedOut.value) {
      const customer: Customer = { email: request.email.trim(), company: request.company ?? null };
      const saved = await api.carts.setCustomer(cartId, customer);
      if (!saved.ok) return fail('customer', saved.error, 'cart.customerError');
    }

    const checkedOut = await api.carts.checkout(cartId);
    if (!checkedOut.ok) return fail('checkout', checkedOut.error, 'common.error');
    const { orderId, invoiceId } = checkedOut.data;

    // Pending first: if the tab dies while the payment is being created, the order page still
    // knows this order.
    pendingOrders.add(orderId);

    const paid = await pay(invoiceId, {
      paymentTypeId: request.paymentTypeId,
      returnUrl: request.returnUrl(orderId),
      ...(request.company ? { company: request.company } : {}),
    });
    if (!paid.ok) return fail('payment', paid.error, paid.key);

    cart.forget();
    return { ok: true, orderId, invoiceId, payUrl: paid.payUrl };
  }

  return {
    failure,
    busy,
    /** A second call while one runs returns the same promise: never two payments. */
    checkout: singleFlight(async (request: CheckoutRequest) => {
      busy.value = true;
      failure.value = null;
      try {
        return await run(request);
      } finally {
        busy.value = false;
      }
    }),
  };
}
export type CheckoutStore = ReturnType<typeof createCheckout>;

export const checkoutOf = feature((store) =>
  createCheckout({ api: store.api, cart: store.cart, pendingOrders: store.pendingOrders, pay: payOf(store) }),
);
