import type { Module } from '../app';
import { archiveFileName, archiveState } from '../domain/archives';
import { bytesReply } from '../http/bytes';
import { notFound } from '../http/reply';
import { filesOfItem, orderArchive } from '../media/order-files';
import { createZip } from '../media/zip';

const attachment = (name: string) => ({
  'Content-Disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
  'Cache-Control': 'private, no-store',
});

/**
 * What a paid order downloads: one item (its file, or a ZIP for packages) and the order's
 * archive. The links carry a secret key and answer 404 until the order is paid.
 */
export const filesRoutes: Module = (app) => {
  const state = () => app.store.state;
  return [
    {
      method: 'GET',
      path: '/sandbox/files/orders/:orderId/:key/:file',
      handler: (ctx) => {
        const order = state().orders[ctx.params.orderId ?? ''];
        const itemId = (ctx.params.file ?? '').replace(/\.[a-z0-9]+$/, '');
        const item = order?.items.find((i) => i.orderItemId === itemId);
        if (!order || !item || order.downloadKey !== ctx.params.key || order.state !== 'Completed') throw notFound('File');
        const files = filesOfItem(state(), order, item);
        const only = files.length === 1 ? files[0] : undefined;
        if (only) {
          const type = only.name.endsWith('.mp4') ? 'video/mp4' : 'image/svg+xml; charset=utf-8';
          return bytesReply(only.data, type, ctx.header('range'), attachment(only.name));
        }
        return bytesReply(createZip(files), 'application/zip', undefined, attachment(`${order.number}-${item.productType}.zip`));
      },
    },
    {
      method: 'GET',
      path: '/sandbox/files/archives/:id/:key/:file',
      handler: (ctx) => {
        const archive = state().archives[ctx.params.id ?? ''];
        const order = archive && state().orders[archive.orderId];
        if (!archive || !order || archive.key !== ctx.params.key || archiveState(archive, app.clock) !== 'Published') throw notFound('Archive');
        return bytesReply(orderArchive(state(), order), 'application/zip', undefined, attachment(archiveFileName(order)));
      },
    },
  ];
};
