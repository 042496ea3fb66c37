/**
 * Orders after checkout (SPEC §2 order-paid, my-account; §4): the order and its payments,
 * downloads (archive), pre-orders, and the signed-in customer's order history.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import type { Archive, CreatePaymentRequest, Order, OrderItem, Payment, PaymentType, PreorderDetails } from '../api/schemas';
import type { Analytics } from '../analytics';
import type { Pay } from './payments';
import { isArchiveReady, latestPayment, paymentStatus } from './payment-rules';
import type { PendingOrdersStore } from './pending-orders';
import { poll, type PollOptions } from './poll';
import { singleFlight } from './single-flight';
import { feature } from './feature';
import { payOf } from './payments';

type Id = string | number;

/** SPEC §2 my-orders: "show more" pages. */
export const MY_ORDERS_PAGE = 10;

/** Newest first by createdOn, whatever order the server used. */
export const sortByCreatedOnDesc = <T extends { createdOn: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn));

interface OrdersDeps {
  api: ApiClient;
  pendingOrders: PendingOrdersStore;
  analytics: Analytics;
  pay: Pay;
  pollOptions?: PollOptions;
}

export function createOrdersStore({ api, pendingOrders, analytics, pay, pollOptions }: OrdersDeps) {
  const order = signal<Order | null>(null);
  /** SPEC §4/§8: an order load with a status other than 200 sets the error flag. */
  const orderError = signal(false);
  const items = signal<OrderItem[]>([]);
  const payments = signal<Payment[]>([]);
  const latest = computed(() => latestPayment(payments.value));
  const archive = signal<Archive | null>(null);
  const archiveError = signal(false);
  const preorder = signal<PreorderDetails | null>(null);
  const preorderError = signal(false);
  const paymentTypes = signal<PaymentType[]>([]);
  const myOrders = signal<Order[]>([]);
  const myOrdersTotal = signal(0);
  const myOrdersError = signal(false);

  /** A paid order leaves the pending list and is reported to analytics once. */
  function settle(o: Order) {
    if (o.state === 'Completed') analytics.purchase(o);
    if (o.state !== 'AwaitingPayment') pendingOrders.remove(o.orderId);
  }

  async function loadOrder(orderId: Id) {
    const result = await api.orders.get(orderId);
    batch(() => {
      order.value = result.ok ? result.data : null;
      orderError.value = !(result.ok && result.status === 200);
    });
    if (result.ok) settle(result.data);
    return result;
  }

  async function loadPayments(invoiceId: Id) {
    const result = await api.invoices.payments(invoiceId);
    if (result.ok) payments.value = result.data.items;
    return result;
  }

  /** The order-paid screen: order, then its payments; 'checking' until paid or declined. */
  async function refreshStatus(orderId: Id) {
    const loaded = await loadOrder(orderId);
    if (loaded.ok) await loadPayments(loaded.data.invoiceId);
    return paymentStatus(order.value, latest.value);
  }

  return {
    order,
    orderError,
    items,
    payments,
    latestPayment: latest,
    status: computed(() => paymentStatus(order.value, latest.value)),
    archive,
    archiveError,
    archiveReady: computed(() => isArchiveReady(archive.value)),
    preorder,
    preorderError,
    paymentTypes,
    myOrders,
    myOrdersTotal,
    myOrdersError,
    hasMoreOrders: computed(() => myOrders.value.length < myOrdersTotal.value),

    loadOrder,
    loadPayments,
    refreshStatus,

    /** Polls until the payment is paid or declined (the provider reports asynchronously). */
    async watchStatus(orderId: Id, options: PollOptions = pollOptions ?? {}) {
      const { result } = await poll(() => refreshStatus(orderId), (s) => s !== 'checking', options);
      return result;
    },

    async loadItems(orderId: Id) {
      const result = await api.orders.items(orderId);
      if (result.ok) items.value = result.data.items;
      return result;
    },

    async loadPaymentTypes(amount: number, currencyId: number) {
      const result = await api.invoices.paymentTypes({ amount, currencyId });
      if (result.ok) paymentTypes.value = result.data.items;
      return result;
    },

    /** After a decline: a new payment (same or other method) with a fresh idempotency key. */
    retryPayment: singleFlight((invoiceId: Id, request: CreatePaymentRequest) => pay(invoiceId, request, true)),

    /** SPEC §4: created only on 201, then ready once Published. Resolves to the final archive. */
    createArchive: singleFlight(async (orderId: Id, options: PollOptions = pollOptions ?? {}) => {
      batch(() => {
        archive.value = null;
        archiveError.value = false;
      });
      const created = await api.archives.create(orderId);
      if (!created.ok) {
        archiveError.value = true;
        return null;
      }
      const { result } = await poll(
        () => api.archives.get(created.data.archiveId),
        (r) => !r.ok || r.data.state === 'Published' || r.data.state === 'Failed',
        options,
      );
      batch(() => {
        archive.value = result.ok ? result.data : null;
        archiveError.value = !(result.ok && isArchiveReady(result.data));
      });
      return archive.value;
    }),

    async loadPreorder(preorderId: Id) {
      const result = await api.preorders.details(preorderId);
      batch(() => {
        preorder.value = result.ok ? result.data : null;
        preorderError.value = !(result.ok && result.status === 200);
      });
      return result;
    },

    /** My account: the first page, or the next one with `more`. */
    async loadMyOrders(more = false) {
      const offset = more ? myOrders.value.length : 0;
      const result = await api.orders.list({ offset, count: MY_ORDERS_PAGE });
      batch(() => {
        myOrdersError.value = !result.ok;
        if (!result.ok) return;
        myOrders.value = sortByCreatedOnDesc(more ? [...myOrders.value, ...result.data.items] : result.data.items);
        myOrdersTotal.value = result.data.total;
      });
      return result;
    },
  };
}
export type OrdersStore = ReturnType<typeof createOrdersStore>;

export const ordersOf = feature((store) =>
  createOrdersStore({
    api: store.api,
    pendingOrders: store.pendingOrders,
    analytics: store.analytics,
    pay: payOf(store),
    pollOptions: store.options.pollOptions,
  }),
);
