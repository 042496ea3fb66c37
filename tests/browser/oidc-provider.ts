/**
 * A real OpenID Connect provider for the sign-in tests (oidc-provider), mounted where Keycloak
 * serves a realm: `{origin}/auth/realms/racelens`. Its development login form accepts any login;
 * the login is the account id and e-mail. Access tokens are JWTs carrying `email`, which is what
 * the platform (the sandbox) reads to list the customer's orders.
 */
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

export const REALM = 'racelens';
export const CLIENT_ID = 'racelens-shop';

export interface TestProvider {
  /** The `uri` setting: `{origin}/auth`. */
  uri: string;
  issuer: string;
  close(): Promise<void>;
}

/** `tokenSeconds`: the access and id tokens' lifetime (a short one exercises the renewal). */
export async function startOidcProvider(shop: string, api: string, { tokenSeconds = 3600 } = {}): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  const uri = `http://localhost:${port}/auth`;
  const prefix = `/auth/realms/${REALM}`;
  const issuer = `http://localhost:${port}${prefix}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        response_types: ['id_token token'],
        grant_types: ['implicit'],
        redirect_uris: [`${shop}/my-account`, `${shop}/silent-check-sso.html`, `${shop}/`, `${shop}/contacts`],
        post_logout_redirect_uris: [`${shop}/`],
      },
    ],
    responseTypes: ['id_token token'],
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: () => ({ sub: id, email: id, email_verified: true, name: id }) };
    },
    features: {
      devInteractions: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => api,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({ scope: 'profile email', accessTokenFormat: 'jwt', audience: api }),
      },
    },
    async extraTokenClaims(_ctx, token) {
      return { email: (token as { accountId?: string }).accountId };
    },
    cookies: { keys: ['racelens-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: tokenSeconds, IdToken: tokenSeconds },
    clientBasedCORS: () => true,
    // The id token carries the e-mail too, as Keycloak's does.
    conformIdTokenClaims: false,
  });
  // The implicit flow is meant for https and no localhost; this provider lives on
  // http://localhost for tests only, so it waives just those two rules (oidc-provider's
  // documented way: the client schema's invalidate() receives a code per rule).
  const schema = (provider.Client as unknown as { Schema: { prototype: { invalidate(m: string, c?: string): void } } }).Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function (message, code) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    // Mounted under a prefix: oidc-provider builds its endpoint URLs from originalUrl.
    (req as typeof req & { originalUrl?: string }).originalUrl = req.url;
    req.url = req.url.slice(prefix.length) || '/';
    handle(req, res);
  });
  return {
    uri,
    issuer,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
