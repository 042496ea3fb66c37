import type { Module } from '../app';
import { sameId } from '../core/ids';
import { notFound, ok } from '../http/reply';
import { mount } from '../http/router';

/** preorder-service: the details of a pre-order (seeded for the upcoming event). */
export const preorderService: Module = (app) =>
  mount('/public/preorder-service/api/v1', [
    {
      method: 'GET',
      path: '/preorders/:id/details',
      handler: (ctx) => {
        const preorder = app.store.state.preorders.find((p) => sameId(p.preorderId, ctx.params.id));
        if (!preorder) throw notFound('Pre-order');
        return ok(preorder);
      },
    },
  ]);
