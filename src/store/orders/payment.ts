/**
 * An order's payments and what they make of it (PRODUCT.md §states-payment): checking until the
 * provider decides, paid, declined or canceled; polled while the order page shows it, and a new
 * payment after a decline.
 */
import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { ApiWith } from '../../api/client';
import type { CreatePaymentRequest, Id, Payment } from '../../api/schemas';
import { invoicesApi } from '../../api/services/invoices';
import { feature, servicesOf } from '../base/feature';
import { type PollOptions, poll } from '../base/poll';
import { IDLE, mapData, query } from '../base/query';
import { singleFlight } from '../base/single-flight';
import { isDecided, latestPayment, type PaymentStatus, paymentStatus } from '../payment-rules';
import { type Pay, payOf } from '../payments';
import { type OrderStore, orderOf } from './order';

interface PaymentDeps {
  api: ApiWith<'invoices'>;
  orders: OrderStore;
  pay: Pay;
  pollOptions?: PollOptions;
}

/** What the order page shows of one order's payment. */
export interface OrderPaymentView {
  /** The latest payment by createdOn: the one that counts. */
  latest: ReadonlySignal<Payment | null>;
  status: ReadonlySignal<PaymentStatus>;
  /**
   * The order or its payments failed to load: the page shows an error, not an endless spinner.
   * An order whose own state decides (Completed, Canceled) needs no payments, so their failure
   * is moot then.
   */
  failed: ReadonlySignal<boolean>;
  /**
   * The platform holds no payment at all for an order awaiting one (the tab closed right after
   * Pay, before the payment was made): nothing is on its way, so the page offers to pay at once.
   */
  none: ReadonlySignal<boolean>;
}

export function createOrderPaymentStore({ api, orders, pay, pollOptions }: PaymentDeps) {
  const payments = query<Id, Payment[]>({
    fetch: (invoiceId) => api.invoices.payments(invoiceId).then((r) => mapData(r, (list) => list.items)),
  });
  const views = new Map<Id, OrderPaymentView>();

  /** The order's payments, by its invoice once the order is known. */
  const paymentsOf = (orderId: Id) => {
    const invoiceId = orders.order(orderId).value.data?.invoiceId;
    return invoiceId === undefined ? IDLE : payments.state(invoiceId).value;
  };

  function of(orderId: Id): OrderPaymentView {
    let view = views.get(orderId);
    if (!view) {
      const latest = computed(() => latestPayment(paymentsOf(orderId).data ?? []));
      const status = computed(() => paymentStatus(orders.order(orderId).value.data, latest.value));
      const failed = computed(() => {
        const order = orders.order(orderId).value;
        return order.status === 'error' || (paymentsOf(orderId).status === 'error' && !isDecided(paymentStatus(order.data, null)));
      });
      // The data held, not the status: a refetch keeps it, so the offer does not flicker.
      const none = computed(() => paymentsOf(orderId).data?.length === 0 && orders.order(orderId).value.data?.state === 'AwaitingPayment');
      views.set(orderId, (view = { latest, status, failed, none }));
    }
    return view;
  }

  /** The order page's check: the order, then its payments; 'checking' until paid or declined. */
  async function refreshStatus(orderId: Id): Promise<PaymentStatus> {
    const loaded = await orders.load(orderId);
    if (loaded.ok) await payments.fresh(loaded.data.invoiceId);
    // Paid between the two calls: read the order again, so it is shown Completed with its
    // downloads, leaves the pending list and is reported like any paid order.
    const { latest, status } = of(orderId);
    if (latest.value?.state === 'Paid' && orders.order(orderId).value.data?.state === 'AwaitingPayment') await orders.load(orderId);
    return status.value;
  }

  return {
    of,
    refreshStatus,

    /**
     * Polls until the payment is paid or declined (the provider reports asynchronously), or a
     * load fails (the page then offers a retry rather than spinning). `options.signal` stops
     * it: a widget that unmounts must not keep polling.
     */
    async watchStatus(orderId: Id, options: PollOptions = pollOptions ?? {}): Promise<PaymentStatus> {
      const { status, failed } = of(orderId);
      const { result } = await poll(
        async () => (options.signal?.aborted ? status.value : refreshStatus(orderId)),
        (s) => isDecided(s) || failed.value || !!options.signal?.aborted,
        { ...pollOptions, ...options },
      );
      return result;
    },

    /** After a decline: a new payment (same or other method) with a fresh idempotency key. */
    retryPayment: singleFlight((invoiceId: Id, request: CreatePaymentRequest) => pay(invoiceId, request, true)),
  };
}

export const orderPaymentOf = feature((store) =>
  createOrderPaymentStore({
    api: servicesOf(store, { invoices: invoicesApi }),
    orders: orderOf(store),
    pay: payOf(store),
    pollOptions: store.options.pollOptions,
  }),
);
