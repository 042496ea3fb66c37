import { type ApiContext, bindService, type CallOptions, schemasOf, seg } from '../http';

const schema = schemasOf(() => import('../schemas/preorders'));

export function preordersApi(ctx: ApiContext) {
  const call = bindService(ctx, 'preorder-service', { auth: true });
  return {
    details: (preorderId: string | number, opts?: CallOptions) =>
      call({ path: `/preorders/${seg(preorderId)}/details`, schema: schema('PreorderDetails') }, opts),
  };
}
