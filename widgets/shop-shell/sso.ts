/**
 * Single sign-on (PRODUCT.md §states-sso, PRODUCT.md §roles-customer): a silent check (check-sso,
 * implicit flow, scope openid profile email) against the configured OpenID Connect server,
 * `{uri}/realms/{realm}` with `uri` defaulting to `/auth` on the current origin. keycloak-js does
 * the protocol (it speaks to Keycloak and, through discovery, to any OpenID Connect provider); it
 * is loaded only when a shop configures SSO. The tokens stay inside this module's closure and the
 * store's session: never in the DOM or on a global.
 */
import type Keycloak from 'keycloak-js';
import type { SessionStore } from '../../src/store/session';
import type { OpenIdSettings } from '../../src/store/settings';

export const SSO_SCOPE = 'openid profile email';
export const SILENT_CHECK_PAGE = '/silent-check-sso.html';

export function realmUrl(openId: OpenIdSettings, origin: string): string {
  const base = (openId.uri || `${origin}/auth`).replace(/\/+$/, '');
  return `${base}/realms/${encodeURIComponent(openId.realm)}`;
}

export interface SignOn {
  authenticated: boolean;
  login(): Promise<void>;
  logout(): Promise<void>;
}

/** Renew this long before the token expires (at half its life when that is shorter). */
export const RENEW_AHEAD_MS = 60_000;

/** When to renew a token that expires in `expiresInMs`: ahead of expiry, at once if it is due. */
export const renewDelay = (expiresInMs: number): number => Math.max(0, expiresInMs - Math.min(RENEW_AHEAD_MS, expiresInMs / 2));

interface Check {
  keycloak: Keycloak;
  authenticated: boolean;
  /** The provider answered (false: down, blocked by the page's policy, or misconfigured). */
  reachable: boolean;
}

/** One silent check-sso with a fresh client: the first sign-in check, and every renewal. */
async function silentCheck(openId: OpenIdSettings, onExpired: (keycloak: Keycloak) => void): Promise<Check> {
  const { default: KeycloakClass } = await import('keycloak-js');
  const keycloak: Keycloak = new KeycloakClass({
    // Discovery keeps this working with Keycloak and with other providers alike.
    oidcProvider: realmUrl(openId, location.origin),
    clientId: openId.clientId,
  });
  // Set before init: keycloak-js arms its expiry timer when it stores a token.
  keycloak.onTokenExpired = () => onExpired(keycloak);
  try {
    const authenticated = await keycloak.init({
      onLoad: 'check-sso',
      flow: 'implicit',
      scope: SSO_SCOPE,
      silentCheckSsoRedirectUri: location.origin + SILENT_CHECK_PAGE,
      checkLoginIframe: false,
      pkceMethod: false,
    });
    return { keycloak, authenticated: authenticated && !!keycloak.token, reachable: true };
  } catch {
    return { keycloak, authenticated: false, reachable: false }; // the provider is unreachable: carry on signed out
  }
}

const isExpired = (keycloak: Keycloak): boolean => {
  try {
    return keycloak.isTokenExpired();
  } catch {
    return true; // keycloak-js throws when it holds no token at all
  }
};

const emailOf = (keycloak: Keycloak): string | undefined =>
  (keycloak.idTokenParsed as { email?: string } | undefined)?.email ?? (keycloak.tokenParsed as { email?: string } | undefined)?.email;

/**
 * Runs the silent check and puts the result into the session; the query's e-mail is the fallback
 * user. A signed-in session is kept alive (PRODUCT.md §states-sso, PRODUCT.md §roles-tokens):
 * renewed ahead of the token's expiry, when keycloak-js reports it expired (`onTokenExpired`), and
 * when a call gets 401 (the API client asks `session.renew()`). The implicit flow has no refresh
 * token for `updateToken`, so a renewal is a new silent check against the provider's session.
 */
export async function checkSso(openId: OpenIdSettings, session: SessionStore): Promise<SignOn> {
  const queryEmail = new URLSearchParams(location.search).get('email');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Check;
  const onExpired = (keycloak: Keycloak) => {
    if (keycloak === current?.keycloak) void session.renew();
  };
  const adopt = (check: Check) => {
    current = check;
    const { keycloak } = check;
    session.signIn({ token: keycloak.token, tokenParsed: { email: emailOf(keycloak) } }, queryEmail);
    session.signInUnavailable.value = false;
    session.setRenewer(renew);
    clearTimeout(timer);
    const exp = (keycloak.tokenParsed as { exp?: number } | undefined)?.exp;
    if (typeof exp === 'number') timer = setTimeout(() => void session.renew(), renewDelay((exp - Date.now() / 1000 + (keycloak.timeSkew ?? 0)) * 1000));
  };
  async function renew(): Promise<boolean> {
    const next = await silentCheck(openId, onExpired);
    if (next.authenticated) {
      adopt(next);
      return true;
    }
    // Still valid for a while (the provider was only unreachable): keep it until it runs out.
    if (isExpired(current.keycloak)) {
      clearTimeout(timer);
      session.signOut();
    }
    return false;
  }

  /**
   * Sends the visitor to the provider's sign-in page. Never rejects: when the provider cannot be
   * reached (the first check found it so, and a new one still does, or the redirect fails), the
   * session says so and the account page offers to try again; once the provider is back, the
   * next try works without a reload.
   */
  async function login(): Promise<void> {
    try {
      if (!current.reachable) {
        const again = await silentCheck(openId, onExpired);
        if (again.reachable) current = again;
        if (again.authenticated) return adopt(again);
        if (!again.reachable) return void (session.signInUnavailable.value = true);
      }
      session.signInUnavailable.value = false;
      await current.keycloak.login({ redirectUri: location.href, scope: SSO_SCOPE });
    } catch {
      session.signInUnavailable.value = true;
    }
  }

  const first = await silentCheck(openId, onExpired);
  current = first;
  if (first.authenticated) adopt(first);
  else session.setUser(queryEmail);
  return {
    authenticated: first.authenticated,
    login,
    logout: async () => {
      clearTimeout(timer);
      session.signOut();
      await current.keycloak.logout({ redirectUri: `${location.origin}/` });
    },
  };
}
