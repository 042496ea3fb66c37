/**
 * Single sign-on (SPEC §4, §6): a silent check (check-sso, implicit flow, scope openid profile
 * email) against the configured OpenID Connect server, `{uri}/realms/{realm}` with `uri`
 * defaulting to `/auth` on the current origin. keycloak-js does the protocol (it speaks to
 * Keycloak and, through discovery, to any OpenID Connect provider); it is loaded only when a
 * shop configures SSO. The tokens stay inside this module's closure and the store's session:
 * never in the DOM or on a global.
 */
import type Keycloak from 'keycloak-js';
import type { OpenIdSettings } from '../../store/settings';
import type { SessionStore } from '../../store/session';

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

/** Runs the silent check and puts the result into the session; the query's e-mail is the fallback user. */
export async function checkSso(openId: OpenIdSettings, session: SessionStore): Promise<SignOn> {
  const { default: KeycloakClass } = await import('keycloak-js');
  const keycloak: Keycloak = new KeycloakClass({
    // Discovery keeps this working with Keycloak and with other providers alike.
    oidcProvider: realmUrl(openId, location.origin),
    clientId: openId.clientId,
  });
  const queryEmail = new URLSearchParams(location.search).get('email');
  let authenticated = false;
  try {
    authenticated = await keycloak.init({
      onLoad: 'check-sso',
      flow: 'implicit',
      scope: SSO_SCOPE,
      silentCheckSsoRedirectUri: location.origin + SILENT_CHECK_PAGE,
      checkLoginIframe: false,
      pkceMethod: false,
    });
  } catch {
    authenticated = false; // the provider is unreachable: carry on signed out
  }
  const email = (keycloak.idTokenParsed as { email?: string } | undefined)?.email ?? (keycloak.tokenParsed as { email?: string } | undefined)?.email;
  if (authenticated && keycloak.token) session.signIn({ token: keycloak.token, tokenParsed: { email } }, queryEmail);
  else session.setUser(queryEmail);
  return {
    authenticated,
    login: () => keycloak.login({ redirectUri: location.href, scope: SSO_SCOPE }),
    logout: async () => {
      session.signOut();
      await keycloak.logout({ redirectUri: location.origin + '/' });
    },
  };
}
