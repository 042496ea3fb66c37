/**
 * Pending orders (PRODUCT.md §entities-storage, PRODUCT.md §states-pending-orders): ids of orders
 * created but not known to be paid, kept in localStorage under `pendingOrders` so a visitor who
 * leaves for the pay page finds them again.
 */
import { signal } from '@preact/signals-core';
import type { Id } from '../api/schemas';
import { feature } from './base/feature';
import { isIdList, readJson, writeItem } from './storage';

export const PENDING_ORDERS_KEY = 'pendingOrders';

/** PRODUCT.md §states-pending-orders: an order is added only if absent. */
export const addPending = (list: readonly Id[], id: Id): Id[] => (list.includes(id) ? [...list] : [...list, id]);

/** PRODUCT.md §states-pending-orders: an order is removed only if present. */
export const removePending = (list: readonly Id[], id: Id): Id[] => (list.includes(id) ? list.filter((x) => x !== id) : [...list]);

export function createPendingOrdersStore(local: Storage) {
  const ids = signal<Id[]>(readJson(local, PENDING_ORDERS_KEY, isIdList) ?? []);

  const save = (next: Id[]) => {
    ids.value = next;
    // PRODUCT.md §states-pending-orders: an empty list deletes the stored key.
    writeItem(local, PENDING_ORDERS_KEY, next.length ? JSON.stringify(next) : null);
  };
  // Another tab may have changed the list; act on the stored one, not this tab's copy.
  const current = () => readJson(local, PENDING_ORDERS_KEY, isIdList) ?? [];

  return {
    ids,
    add: (id: Id) => save(addPending(current(), id)),
    remove: (id: Id) => save(removePending(current(), id)),
    has: (id: Id) => ids.value.includes(id),
  };
}
export type PendingOrdersStore = ReturnType<typeof createPendingOrdersStore>;

/**
 * The page's pending orders, built on first use by the checkout or an order page: no widget's
 * first view needs them, so they stay out of the shared runtime (ARCHITECTURE.md §budgets).
 */
export const pendingOrdersOf = feature((store) => createPendingOrdersStore(store.storage.local));
