import { type ApiContext, bindService, type CallOptions, schemasOf, seg } from '../http';
import type { Id } from '../schemas';
import type { Page } from './photos';

const schema = schemasOf(() => import('../schemas/orders'));

export function ordersApi(ctx: ApiContext) {
  const call = bindService(ctx, 'order-service', { auth: true });
  return {
    get: (orderId: Id, opts?: CallOptions) => call({ path: `/orders/${seg(orderId)}`, schema: schema('Order') }, opts),
    /** The signed-in customer's orders, newest createdOn first; 401 without a token. */
    list: (q: Page = {}, opts?: CallOptions) => call({ path: '/orders', query: q, schema: schema('OrderList') }, opts),
    items: (orderId: Id, opts?: CallOptions) => call({ path: `/orders/${seg(orderId)}/items`, schema: schema('OrderItemList') }, opts),
  };
}
