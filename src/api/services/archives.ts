import { type ApiContext, bindService, type CallOptions, type Result, schemasOf, seg } from '../http';
import type { Id } from '../schemas';

const schema = schemasOf(() => import('../schemas/archives'));

/** The archive id of a creation answer: X-Archive-Id, else the last segment of Location. */
export function archiveIdFrom(headers: Headers | undefined): string | null {
  const id = headers?.get('X-Archive-Id');
  if (id) return id;
  const location = headers?.get('Location');
  const last = location?.replace(/\/+$/, '').split('/').pop();
  return last ? decodeURIComponent(last) : null;
}

export function archivesApi(ctx: ApiContext) {
  const call = bindService(ctx, 'archive-service', { auth: true });
  return {
    /** PRODUCT.md §states-archive: succeeds only on 201; the id comes from the response headers. */
    async create(orderId: Id, opts?: CallOptions): Promise<Result<{ archiveId: string }>> {
      const created = await call({ method: 'POST', path: '/archives/', body: { orderId }, expect: 201 }, opts);
      if (!created.ok) return created;
      const archiveId = archiveIdFrom(created.headers);
      return archiveId
        ? { ...created, data: { archiveId } }
        : { ok: false, error: { status: created.status, code: 'InvalidResponse', issues: 'no X-Archive-Id or Location header' } };
    },

    /** Pending → Processing → Published (with fileUrl). */
    get: (archiveId: Id, opts?: CallOptions) => call({ path: `/archives/${seg(archiveId)}`, schema: schema('Archive') }, opts),
  };
}
