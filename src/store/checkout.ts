/**
 * Checkout (PRODUCT.md §routes-checkout, PRODUCT.md §calls-carts): save the customer, check the
 * cart out, remember the order as pending, create the payment, and hand back the pay page to go to.
 * One run at a time. Also the payment methods on offer for the cart's amount and currency
 * (PRODUCT.md §validation-payment-methods, PRODUCT.md §calls-invoices GET /paymentTypes).
 */
import { computed, signal } from '@preact/signals-core';
import type { ApiWith } from '../api/client';
import type { ApiError } from '../api/http';
import { transient } from '../api/retry';
import type { CheckoutResult, Customer, Id } from '../api/schemas';
import type { MessageKey } from '../validation/message-key';
import { feature } from './base/feature';
import { mutation } from './base/mutation';
import { slot } from './base/slot';
import type { CartStore } from './cart';
import type { Pay, PaymentTypesQuery } from './payments';
import { paymentTypesOf, payOf } from './payments';
import { type PendingOrdersStore, pendingOrdersOf } from './pending-orders';

export interface CheckoutRequest {
  email: string;
  /** Business card payments (PRODUCT.md §validation-business-card). */
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
/**
 * `free`: the order cost nothing (a gift code) and is Completed already; there is no pay page
 * and `payUrl` is ''.
 */
export type CheckoutOutcome = CheckoutDone | CheckoutFailure;
type CheckoutDone = { ok: true; orderId: Id; invoiceId: Id; payUrl: string; free?: true };

interface CheckoutDeps {
  api: ApiWith<'carts'>;
  cart: CartStore;
  pendingOrders: PendingOrdersStore;
  pay: Pay;
  /** The owner of payment methods (payments.ts). */
  paymentTypes: PaymentTypesQuery;
}

export function createCheckout({ api, cart, pendingOrders, pay, paymentTypes: types }: CheckoutDeps) {
  /** Checked out: the page is on its way to the pay page or the order (the cart is already gone). */
  const leaving = signal(false);
  const paymentTypes = slot(types, { keepPrevious: true });

  // A failure the network caused says so (the details were fine); its "Try again" goes on.
  const fail = (step: CheckoutStep, error: ApiError, key: MessageKey): CheckoutFailure => ({
    ok: false,
    step,
    error,
    key: transient(error) ? 'checkout.connectionFailed' : key,
  });
  /** What the last run got done for which cart, so pressing Pay again goes on from the step that failed. */
  let done: { cartId: string; customer: string; order?: CheckoutResult } | null = null;

  async function run(request: CheckoutRequest, signal: AbortSignal): Promise<CheckoutOutcome> {
    const cartId = cart.cartId();
    if (!cartId) return fail('cart', { status: 404, code: 'NoCart' }, 'common.error');

    // A cart already checked out (a reload after a failed payment) keeps its customer; its
    // checkout call below answers the same order again.
    const customer: Customer = { email: request.email.trim(), company: request.company ?? null };
    const asked = JSON.stringify(customer);
    // Other details before the order was made are saved again; once it is made they are its own.
    if (done?.cartId !== cartId || (!done.order && done.customer !== asked)) done = null;
    if (!cart.checkedOut.value && !done) {
      const saved = await api.carts.setCustomer(cartId, customer, { signal });
      if (!saved.ok) return fail('customer', saved.error, 'cart.customerError');
    }
    done ??= { cartId, customer: asked };

    const total = cart.cart.value?.totalAmount;
    if (!done.order) {
      const checkedOut = await api.carts.checkout(cartId, { signal });
      if (!checkedOut.ok) return fail('checkout', checkedOut.error, 'common.error');
      done.order = checkedOut.data;
    }
    const { orderId, invoiceId } = done.order;

    // Pending first: if the tab dies while the payment is being created, the order page still
    // knows this order.
    pendingOrders.add(orderId);

    // A gift code can make the whole order free: the platform completes it at checkout and its
    // invoice takes no payment (409 InvoicePaid), so there is no pay page to go to.
    if (total === 0) {
      leaving.value = true;
      cart.forget();
      return { ok: true, orderId, invoiceId, payUrl: '', free: true };
    }

    const paid = await pay(
      invoiceId,
      { paymentTypeId: request.paymentTypeId, returnUrl: request.returnUrl(orderId), ...(request.company ? { company: request.company } : {}) },
      false,
      signal,
    );
    if (!paid.ok) return fail('payment', paid.error, paid.key);

    leaving.value = true;
    cart.forget();
    return { ok: true, orderId, invoiceId, payUrl: paid.payUrl };
  }

  /**
   * The run as one write (base/mutation.ts): a second call while one runs joins it (never two
   * payments); a wait the participant cancelled is no failure to show: the form is theirs again.
   */
  const write = mutation<CheckoutRequest, CheckoutDone, CheckoutFailure>(
    async (request, signal) => {
      const outcome = await run(request, signal);
      return outcome.ok ? { ok: true, data: outcome } : { ok: false, error: outcome };
    },
    { single: true },
  );

  return {
    failure: computed(() => write.state.value.error),
    busy: write.pending,
    leaving,
    /**
     * The methods on offer for the cart's amount and currency: the ones of the amount asked for
     * last, the previous amount's still shown while they load (a promo code changed it).
     */
    paymentTypes: paymentTypes.state,
    loadPaymentTypes: (amount: number, currencyId: number) => paymentTypes.show({ amount, currencyId }),
    /** A second call while one runs returns the same promise: never two payments. */
    checkout: async (request: CheckoutRequest): Promise<CheckoutOutcome> => {
      const outcome = await write.run(request);
      return outcome.ok ? outcome.data : outcome.error;
    },
    /**
     * Stops waiting for the step under way (the 10 s notice's way out). What was done stays done:
     * paying again goes on from there, and a payment created meanwhile keeps its key.
     */
    cancel: write.cancel,
  };
}

export const checkoutOf = feature((store) =>
  createCheckout({
    api: store.api,
    cart: store.cart,
    pendingOrders: pendingOrdersOf(store),
    pay: payOf(store),
    paymentTypes: paymentTypesOf(store),
  }),
);
