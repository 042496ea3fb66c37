/**
 * Orders after checkout (PRODUCT.md §routes-order-paid, PRODUCT.md §routes-my-account;
 * PRODUCT.md §states-order): the order and its payments, downloads (archive), pre-orders, and the
 * signed-in customer's order history.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import type { Archive, CreatePaymentRequest, Order, OrderItem, Payment, PaymentType, PreorderDetails } from '../api/schemas';
import type { Analytics } from './analytics';
import { feature } from './feature';
import { isArchiveReady, isDecided, latestPayment, paymentStatus } from './payment-rules';
import type { Pay } from './payments';
import { payOf } from './payments';
import type { PendingOrdersStore } from './pending-orders';
import { type PollOptions, poll } from './poll';
import { singleFlight } from './single-flight';

type Id = string | number;

/** The archive download's progress: asked for (POST), being built (polling), ready or failed. */
export type ArchiveStep = 'idle' | 'requesting' | 'processing' | 'ready' | 'failed';

/** PRODUCT.md §routes-my-orders: "show more" pages. */
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
  /**
   * PRODUCT.md §states-order, PRODUCT.md §errors-order: an order load with a status other than 200
   * sets the error flag.
   */
  const orderError = signal(false);
  const items = signal<OrderItem[]>([]);
  /** Which order `items` belong to, so a view never shows another order's items. */
  const itemsOrderId = signal<string | null>(null);
  const payments = signal<Payment[]>([]);
  /** The payments of the order could not be loaded (any status other than 200). */
  const paymentsError = signal(false);
  const latest = computed(() => latestPayment(payments.value));
  const archive = signal<Archive | null>(null);
  const archiveError = signal(false);
  /** Where the archive of `archiveOrderId` is: shown as progress on the order page. */
  const archiveStep = signal<ArchiveStep>('idle');
  const archiveOrderId = signal<string | null>(null);
  const preorder = signal<PreorderDetails | null>(null);
  const preorderError = signal(false);
  const paymentTypes = signal<PaymentType[]>([]);
  const myOrders = signal<Order[]>([]);
  const myOrdersTotal = signal(0);
  const myOrdersError = signal(false);

  /**
   * A paid order leaves the pending list and is reported to analytics once. `report: false` for
   * views of the order history: looking at an old order is not a purchase.
   */
  function settle(o: Order, report: boolean) {
    if (o.state === 'Completed' && report) analytics.purchase(o);
    if (o.state !== 'AwaitingPayment') pendingOrders.remove(o.orderId);
  }

  async function loadOrder(orderId: Id, { report = true }: { report?: boolean } = {}) {
    const result = await api.orders.get(orderId);
    batch(() => {
      // Another order's payments must not decide this one's status.
      if (!result.ok || String(order.value?.orderId) !== String(result.data.orderId)) payments.value = [];
      order.value = result.ok ? result.data : null;
      orderError.value = !(result.ok && result.status === 200);
    });
    if (result.ok) settle(result.data, report);
    return result;
  }

  async function loadPayments(invoiceId: Id) {
    const result = await api.invoices.payments(invoiceId);
    batch(() => {
      if (result.ok) payments.value = result.data.items;
      paymentsError.value = !(result.ok && result.status === 200);
    });
    return result;
  }

  /**
   * Order or payments failed to load: the page shows an error, not an endless spinner. An order
   * whose own state decides (Completed, Canceled) needs no payments, so their failure is moot.
   */
  const statusError = computed(() => orderError.value || (paymentsError.value && !isDecided(paymentStatus(order.value, null))));

  /** The order-paid screen: order, then its payments; 'checking' until paid or declined. */
  async function refreshStatus(orderId: Id) {
    const loaded = await loadOrder(orderId);
    if (loaded.ok) await loadPayments(loaded.data.invoiceId);
    // Paid between the two calls: read the order again, so it is shown Completed with its
    // downloads, leaves the pending list and is reported (settle) like any paid order.
    if (latest.value?.state === 'Paid' && order.value?.state === 'AwaitingPayment') await loadOrder(orderId);
    return paymentStatus(order.value, latest.value);
  }

  return {
    order,
    orderError,
    items,
    itemsOrderId,
    payments,
    paymentsError,
    statusError,
    latestPayment: latest,
    status: computed(() => paymentStatus(order.value, latest.value)),
    archive,
    archiveError,
    archiveStep,
    archiveOrderId,
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

    /**
     * Polls until the payment is paid or declined (the provider reports asynchronously), or a
     * load fails (the page then offers a retry rather than spinning). `options.signal` stops
     * it: a widget that unmounts must not keep polling.
     */
    async watchStatus(orderId: Id, options: PollOptions = pollOptions ?? {}) {
      const { result } = await poll(
        async () => (options.signal?.aborted ? paymentStatus(order.value, latest.value) : refreshStatus(orderId)),
        (s) => isDecided(s) || statusError.value || !!options.signal?.aborted,
        { ...pollOptions, ...options },
      );
      return result;
    },

    async loadItems(orderId: Id) {
      const result = await api.orders.items(orderId);
      if (result.ok)
        batch(() => {
          items.value = result.data.items;
          itemsOrderId.value = String(orderId);
        });
      return result;
    },

    /**
     * A purchased file as a Blob, past any cache (PRODUCT.md §calls-files): signed links must not
     * go stale.
     */
    download: (url: string) => api.files.download(url),

    async loadPaymentTypes(amount: number, currencyId: number) {
      const result = await api.invoices.paymentTypes({ amount, currencyId });
      if (result.ok) paymentTypes.value = result.data.items;
      return result;
    },

    /** After a decline: a new payment (same or other method) with a fresh idempotency key. */
    retryPayment: singleFlight((invoiceId: Id, request: CreatePaymentRequest) => pay(invoiceId, request, true)),

    /**
     * PRODUCT.md §states-archive: created only on 201, then ready once Published. Resolves to the
     * final archive.
     */
    createArchive: singleFlight(async (orderId: Id, options: PollOptions = pollOptions ?? {}) => {
      batch(() => {
        archive.value = null;
        archiveError.value = false;
        archiveStep.value = 'requesting';
        archiveOrderId.value = String(orderId);
      });
      const created = await api.archives.create(orderId);
      if (!created.ok) {
        batch(() => {
          archiveError.value = true;
          archiveStep.value = 'failed';
        });
        return null;
      }
      archiveStep.value = 'processing';
      const { result } = await poll(
        async () => {
          const r = await api.archives.get(created.data.archiveId);
          if (r.ok) archive.value = r.data; // Pending → Processing, shown while it builds
          return r;
        },
        (r) => !r.ok || r.data.state === 'Published' || r.data.state === 'Failed',
        options,
      );
      const ready = result.ok && isArchiveReady(result.data) && !!result.data.fileUrl;
      batch(() => {
        archive.value = result.ok ? result.data : null;
        archiveError.value = !ready;
        archiveStep.value = ready ? 'ready' : 'failed';
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

export const ordersOf = feature((store) =>
  createOrdersStore({
    api: store.api,
    pendingOrders: store.pendingOrders,
    analytics: store.analytics,
    pay: payOf(store),
    pollOptions: store.options.pollOptions,
  }),
);
