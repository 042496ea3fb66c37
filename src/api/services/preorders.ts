import { type ApiContext, bindService, type CallOptions, seg } from '../http';
import { PreorderDetails } from '../schemas/preorders';

export function preordersApi(ctx: ApiContext) {
  const call = bindService(ctx, 'preorder-service', { auth: true });
  return {
    details: (preorderId: string | number, opts?: CallOptions) => call({ path: `/preorders/${seg(preorderId)}/details`, schema: PreorderDetails }, opts),
  };
}
