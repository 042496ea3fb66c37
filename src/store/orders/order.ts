/**
 * Orders after checkout (PRODUCT.md §entities-order, PRODUCT.md §states-order): an order and its
 * items by id, asked for afresh each time they are shown (an order's state changes while the page
 * is open: paid, canceled), and its purchased files. A paid order leaves the pending list and is
 * reported to analytics once.
 */
import type { ApiWith } from '../../api/client';
import type { Result } from '../../api/http';
import type { Id, Order, OrderItem } from '../../api/schemas';
import { filesApi } from '../../api/services/files';
import { ordersApi } from '../../api/services/orders';
import type { Analytics } from '../analytics';
import { feature, servicesOf } from '../base/feature';
import { mapData, query } from '../base/query';
import { type PendingOrdersStore, pendingOrdersOf } from '../pending-orders';
import { createPurchaseRecord, type PurchaseRecord, reportPurchase } from '../purchase-record';

interface OrderDeps {
  api: ApiWith<'files' | 'orders'>;
  pendingOrders: PendingOrdersStore;
  analytics: Analytics;
  purchases: PurchaseRecord;
}

export function createOrderStore({ api, pendingOrders, analytics, purchases }: OrderDeps) {
  const orders = query<Id, Order>({ fetch: (orderId, signal) => api.orders.get(orderId, { signal }) });
  const items = query<Id, OrderItem[]>({
    fetch: (orderId, signal) => api.orders.items(orderId, { signal }).then((r) => mapData(r, (list) => list.items)),
  });

  /**
   * A paid order leaves the pending list and is reported to analytics once. `report: false` for
   * views of the order history: looking at an old order is not a purchase.
   */
  function settle(order: Order, report: boolean) {
    if (order.state === 'Completed' && report && purchases.first(order.orderId)) reportPurchase(analytics, order);
    if (order.state !== 'AwaitingPayment') pendingOrders.remove(order.orderId);
  }

  return {
    /** The order's state: its data, status and failure (query.ts). */
    order: orders.state,
    /** The order's items (with their download links once it is Completed). */
    items: items.state,

    /** Asks for the order afresh; PRODUCT.md §states-order: only a 200 answer counts. */
    async load(orderId: Id, { report = true }: { report?: boolean } = {}): Promise<Result<Order>> {
      const result = await orders.fresh(orderId);
      if (result.ok) settle(result.data, report);
      return result;
    },

    loadItems: (orderId: Id) => items.fresh(orderId),

    /** The 10 s notice's Try again on an order being shown: its requests are given up and made anew. */
    retry(orderId: Id, { report = true }: { report?: boolean } = {}): void {
      void orders.retry(orderId).then((result) => result.ok && settle(result.data, report));
      void items.retry(orderId);
    },

    /** A purchased file as a Blob, past any cache (PRODUCT.md §calls-files): signed links must not go stale. */
    download: (url: string) => api.files.download(url),
  };
}
export type OrderStore = ReturnType<typeof createOrderStore>;

export const orderOf = feature((store) =>
  createOrderStore({
    api: servicesOf(store, { files: filesApi, orders: ordersApi }),
    pendingOrders: pendingOrdersOf(store),
    analytics: store.analytics,
    purchases: createPurchaseRecord(store.storage.local),
  }),
);
