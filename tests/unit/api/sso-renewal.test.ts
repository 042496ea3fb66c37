/**
 * PRODUCT.md §states-sso, PRODUCT.md §roles-tokens: a call that carried the sign-in token and got
 * 401 tries one renewal of the session and asks again, before any error is shown; calls without a
 * session are left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createSessionStore } from '../../../src/store/session';
import { cart } from '../helpers/fixtures';
import { json, startServer } from '../helpers/server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The platform: only the token `fresh` is still valid. */
const platform = () =>
  server.handle((req, res) =>
    req.headers.authorization === 'Bearer fresh' ? json(res, 200, cart()) : json(res, 401, { code: 'TokenExpired', message: 'expired' }),
  );

function client(session: ReturnType<typeof createSessionStore>) {
  return createApiClient({ baseUrl: server.base, getSsoToken: () => session.ssoToken.value, renewSsoToken: () => session.renew(), retries: 0 });
}

describe('sign-in renewal on 401', () => {
  it('renews once and repeats the call with the new token', async () => {
    platform();
    const session = createSessionStore({ authToken: 'stale' });
    let renewals = 0;
    session.setRenewer(async () => {
      renewals++;
      session.ssoToken.value = 'fresh';
      return true;
    });
    const api = client(session);
    const [a, b] = await Promise.all([api.carts.get('c1'), api.carts.get('c2')]);
    expect(a.ok && b.ok).toBe(true);
    expect(renewals).toBe(1); // two calls, one renewal
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer stale', 'Bearer stale', 'Bearer fresh', 'Bearer fresh']);
  });

  it('a renewal that fails leaves the 401 (one try, no loop)', async () => {
    platform();
    const session = createSessionStore({ authToken: 'stale' });
    session.setRenewer(async () => false);
    const result = await client(session).carts.get('c1');
    expect(result.ok ? 0 : result.error.status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });

  it('without a session a 401 is not a reason to renew', async () => {
    platform();
    const session = createSessionStore();
    let renewals = 0;
    session.setRenewer(async () => {
      renewals++;
      return true;
    });
    const result = await client(session).carts.get('c1');
    expect(result.ok ? 0 : result.error.status).toBe(401);
    expect(renewals).toBe(0);
  });
});
