import { type ApiContext, bindService, type CallOptions, schemasOf, seg } from '../http';
import { randomId } from '../random-id';
import type { Id, TokenRequest } from '../schemas';

const schema = schemasOf(() => import('../schemas/competitors'));

/** The competitor-service: bib lookups, search tokens and e-mail ownership checks. */
export function competitorsApi(ctx: ApiContext) {
  const call = bindService(ctx, 'competitor-service', { auth: true });
  return {
    list: (q: { competitorsListId: Id; search?: string }, opts?: CallOptions) =>
      call({ path: '/competitors', query: q, schema: schema('CompetitorList') }, opts),

    /**
     * 200 a token; 404 CompetitorNotFound, 400 CheckData, 503 SearchUnavailable, 403 VerificationRequired.
     * A lookup that changes nothing, so its key only lets the request core repeat it (CONTRACT.md "Retries").
     */
    requestToken: (eventId: Id, body: TokenRequest, opts?: CallOptions) =>
      call({ method: 'POST', path: `/competitors/${seg(eventId)}/token`, body, schema: schema('SearchToken'), idempotencyKey: randomId() }, opts),

    /** Sends the confirmation e-mail of a protected event; 404 EmailNotRegistered. */
    sendCode: (q: { eventId: Id; email: string; returnUrl: string; lang?: string }, opts?: CallOptions) =>
      call({ path: '/competitor/code', query: q, schema: schema('CodeSent') }, opts),

    /** Checks the token of the confirmation link. */
    verify: (token: string, opts?: CallOptions) => call({ path: '/competitor/token', query: { token }, schema: schema('Verification') }, opts),
  };
}
