/**
 * The signed-in customer's orders (PRODUCT.md §routes-my-orders): newest first, a page at a time
 * ("show more").
 */
import { computed } from '@preact/signals-core';
import type { ApiWith } from '../../api/client';
import type { Result } from '../../api/http';
import type { Order } from '../../api/schemas';
import { ordersApi } from '../../api/services/orders';
import { feature, servicesOf } from '../base/feature';
import { mapData, query } from '../base/query';

/** PRODUCT.md §routes-my-orders: "show more" pages. */
export const MY_ORDERS_PAGE = 10;

/** Newest first by createdOn, whatever order the server used. */
export const sortByCreatedOnDesc = <T extends { createdOn: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn));

export interface OrderPages {
  /** The orders of the pages loaded so far, newest first. */
  orders: Order[];
  total: number;
}

export function createOrderHistoryStore({ api }: { api: ApiWith<'orders'> }) {
  /** From `offset` on, added to the orders already held. */
  const page = (offset: number, held: readonly Order[], signal?: AbortSignal): Promise<Result<OrderPages>> =>
    api.orders
      .list({ offset, count: MY_ORDERS_PAGE }, { signal })
      .then((result) => mapData(result, ({ items, total }) => ({ orders: sortByCreatedOnDesc([...held, ...items]), total })));
  // One list per page store: the customer signed in on this page.
  const history = query<'mine', OrderPages>({ fetch: (_, signal) => page(0, [], signal) });
  const state = history.state('mine');

  return {
    /** The list's state: its data, status and failure (query.ts). */
    state,
    hasMore: computed(() => (state.value.data?.orders.length ?? 0) < (state.value.data?.total ?? 0)),
    /** The first page, asked for afresh. */
    load: () => history.fresh('mine'),
    /** The 10 s notice's Try again: the request under way is given up and made anew. */
    retry: () => void history.retry('mine'),
    /** The next page, added to the list. */
    more: () => history.more('mine', (held) => page(held?.orders.length ?? 0, held?.orders ?? [])),
  };
}

export const orderHistoryOf = feature((store) => createOrderHistoryStore({ api: servicesOf(store, { orders: ordersApi }) }));
