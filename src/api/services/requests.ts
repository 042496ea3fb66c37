import { type ApiContext, bindService, type CallOptions, schemasOf } from '../http';
import type { BusinessRequest, OrganizerRequest, PhotographerRequest } from '../schemas';

const schema = schemasOf(() => import('../schemas/requests'));

export interface RequestForms {
  business: BusinessRequest;
  organizers: OrganizerRequest;
  photographers: PhotographerRequest;
}
export type RequestKind = keyof RequestForms;

/** The marketing request forms (PRODUCT.md §entities-requests); 201 `{ requestId }`. */
export function requestsApi(ctx: ApiContext) {
  const call = bindService(ctx, 'request-service');
  return {
    send: <K extends RequestKind>(kind: K, form: RequestForms[K], opts?: CallOptions) =>
      call({ method: 'POST', path: `/requests/${kind}`, body: form, schema: schema('RequestCreated'), expect: 201 }, opts),
  };
}
