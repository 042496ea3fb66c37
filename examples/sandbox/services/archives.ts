import type { Module } from '../app';
import { newId, newSecret } from '../core/ids';
import { archiveFilePath, archiveState } from '../domain/archives';
import { ApiError, notFound, ok } from '../http/reply';
import { mount } from '../http/router';
import { objectBody, requiredId } from '../http/validate';

const BASE = '/public/archive-service/api/v1';

/**
 * archive-service: a ZIP of a paid order's files. Creation answers 201 with an empty body and
 * the archive's address in Location and X-Archive-Id (PRODUCT.md §calls-archives: "result read from
 * the headers").
 */
export const archiveService: Module = (app) => {
  const state = () => app.store.state;

  return mount(BASE, [
    {
      method: 'POST',
      path: '/archives',
      handler: async (ctx) => {
        const order = state().orders[requiredId(objectBody(await ctx.json()), 'orderId')];
        if (!order) throw notFound('Order');
        if (order.state !== 'Completed') throw new ApiError(409, 'OrderNotPaid', `Order ${order.number} is not paid yet`);
        const archive = { id: newId('arc'), orderId: order.orderId, createdOn: new Date(app.clock.now()).toISOString(), key: newSecret() };
        state().archives[archive.id] = archive;
        app.store.changed();
        return { status: 201, headers: { Location: `${ctx.baseUrl}${BASE}/archives/${archive.id}`, 'X-Archive-Id': archive.id } };
      },
    },
    {
      method: 'GET',
      path: '/archives/:id',
      handler: (ctx) => {
        const archive = state().archives[ctx.params.id ?? ''];
        const order = archive && state().orders[archive.orderId];
        if (!archive || !order) throw notFound('Archive');
        const archiveStateNow = archiveState(archive, app.clock);
        return ok({
          id: archive.id,
          orderId: archive.orderId,
          state: archiveStateNow,
          fileUrl: archiveStateNow === 'Published' ? ctx.baseUrl + archiveFilePath(archive, order) : null,
        });
      },
    },
  ]);
};
