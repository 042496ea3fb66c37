import type { Module } from '../app';
import { wireOrder, wireOrderItem } from '../domain/orders';
import { bearerExpired, emailFromBearer } from '../http/auth';
import { pageOf, paginate } from '../http/pagination';
import { ApiError, notFound, ok } from '../http/reply';
import type { RequestContext } from '../http/router';
import { mount } from '../http/router';
import type { OrderRecord } from '../store/state';

/**
 * order-service: one order (anyone holding its id: it is in the pay page's return link), its
 * items with download links once paid, and the signed-in customer's history.
 */
export const orderService: Module = (app) => {
  const state = () => app.store.state;
  const orderOf = (ctx: RequestContext): OrderRecord => {
    const order = state().orders[ctx.params.id ?? ''];
    if (!order) throw notFound('Order');
    return order;
  };

  return mount('/public/order-service/api/v1', [
    {
      method: 'GET',
      path: '/orders',
      handler: (ctx) => {
        if (bearerExpired(ctx.header('authorization'))) throw new ApiError(401, 'TokenExpired', 'The sign-in has expired: renew the token');
        const email = emailFromBearer(ctx.header('authorization'));
        if (!email) throw new ApiError(401, 'Unauthorized', 'Sign in: send Authorization: Bearer <token with an email claim>');
        const mine = Object.values(state().orders)
          .filter((order) => order.email.toLowerCase() === email)
          .sort((a, b) => b.createdOn.localeCompare(a.createdOn));
        const page = paginate(mine, pageOf(ctx.query));
        return ok({ ...page, items: page.items.map((order) => wireOrder(state(), order, ctx.baseUrl)) });
      },
    },
    {
      method: 'GET',
      path: '/orders/:id',
      handler: (ctx) => ok(wireOrder(state(), orderOf(ctx), ctx.baseUrl)),
    },
    {
      method: 'GET',
      path: '/orders/:id/items',
      handler: (ctx) => {
        const order = orderOf(ctx);
        return ok({ items: order.items.map((item) => wireOrderItem(state(), order, item, ctx.baseUrl)) });
      },
    },
  ]);
};
