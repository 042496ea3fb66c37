import { type ApiContext, bindService, type CallOptions, seg } from '../http';
import type { Id } from '../schemas';
import { Order, OrderItemList, OrderList } from '../schemas/orders';
import type { Page } from './photos';

export function ordersApi(ctx: ApiContext) {
  const call = bindService(ctx, 'order-service', { auth: true });
  return {
    get: (orderId: Id, opts?: CallOptions) => call({ path: `/orders/${seg(orderId)}`, schema: Order }, opts),
    /** The signed-in customer's orders, newest createdOn first; 401 without a token. */
    list: (q: Page = {}, opts?: CallOptions) => call({ path: '/orders', query: q, schema: OrderList }, opts),
    items: (orderId: Id, opts?: CallOptions) => call({ path: `/orders/${seg(orderId)}/items`, schema: OrderItemList }, opts),
  };
}
