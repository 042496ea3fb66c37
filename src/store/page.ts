/**
 * The page-level singleton: the first widget that asks builds the store from the page
 * configuration the loader collected (src/config.ts); every later widget gets the same one.
 * Later `Racelens.configure()` calls update the settings (language, tenant, currency); the API
 * address is fixed once the client exists.
 */
import type { StoreApi } from '../api/client';
import { createApiContext } from '../api/context';
import { cartsApi } from '../api/services/carts';
import { captureSecrets, onPageConfig, type PageConfig, readPageConfig } from '../config';
import { webAddress } from '../links/safe-url';
import { createStore, type Store } from './create-store';
import type { OpenIdSettings, Settings, SsoSession } from './settings';

let store: Store | null = null;
let stopListening: (() => void) | null = null;

/**
 * The page configuration's share of the settings (PRODUCT.md §entities-settings); unset values keep
 * their defaults.
 */
export function settingsFromPageConfig(config: PageConfig): Partial<Settings> {
  return {
    theme: config.tenant,
    lang: config.lang,
    currencyId: config.currencyId,
    // The host page's SSO token (PRODUCT.md §entities-settings), for pages that sign the visitor in
    // themselves.
    authToken: typeof config.authToken === 'string' && config.authToken ? config.authToken : undefined,
    openId: openIdSettings(config.openId),
    keycloak: ssoSession(config.keycloak),
    // The shop's branding settings (PRODUCT.md §entities-settings); resolveTheme checks the values.
    logo: str(config.logo),
    logoSmall: str(config.logoSmall),
    alignLogoCenter: typeof config.alignLogoCenter === 'boolean' ? config.alignLogoCenter : undefined,
    backURL: str(config.backURL),
    // A page that builds its theme itself says `themeDone: false` until it is done
    // (PRODUCT.md §shell-startup).
    themeDone: config.themeDone !== false,
    tenantName: str(config.tenantName) ?? config.tenant,
    // The theme checks the entries (known languages and menu ids only).
    languages: strings(config.languages),
    showMobileMenuItems: strings(config.showMobileMenuItems),
    isUS: bool(config.isUS),
    showLanguage: bool(config.showLanguage),
    backFromHome: bool(config.backFromHome),
    feedbackUrl: httpUrl(config.feedbackUrl),
    eventsServiceUrl: httpUrl(config.eventsServiceUrl),
  };
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** An absolute http(s) URL, else undefined (links from the page configuration open as they are). */
const httpUrl = (value: unknown): string | undefined => webAddress(value) ?? undefined;
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
const strings = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined);

/**
 * A host page's Keycloak session `{ token, tokenParsed: { email } }`
 * (PRODUCT.md §entities-settings); anything else is ignored.
 */
export function ssoSession(value: unknown): SsoSession | undefined {
  const s = value as SsoSession | null;
  return typeof s?.token === 'string' && s.token ? { token: s.token, tokenParsed: { email: str(s.tokenParsed?.email) } } : undefined;
}

/**
 * Single sign-on settings `{ uri?, realm, clientId }` (PRODUCT.md §entities-settings); anything
 * else is ignored.
 */
function openIdSettings(value: unknown): OpenIdSettings | undefined {
  const o = value as Partial<OpenIdSettings> | null;
  if (!o || typeof o !== 'object' || typeof o.realm !== 'string' || typeof o.clientId !== 'string') return undefined;
  return { uri: typeof o.uri === 'string' ? o.uri : '', realm: o.realm, clientId: o.clientId };
}

export function createPageStore(config: PageConfig): Store {
  let built: Store | null = null;
  const ctx = createApiContext({
    baseUrl: config.api ?? (typeof location !== 'undefined' ? location.origin : ''),
    // Read at call time, so a sign-in or a language change applies to the next call.
    getSsoToken: () => built?.session.ssoToken.value,
    renewSsoToken: () => built?.session.renew() ?? Promise.resolve(false),
    getLanguage: () => built?.settings.settings.value.lang,
  });
  // The other services are made by the features that call them (feature.ts `servicesOf`).
  const api: StoreApi = { baseUrl: ctx.baseUrl, ctx, carts: cartsApi(ctx) };
  built = createStore({
    api,
    settings: settingsFromPageConfig(config),
    trustedOrigins: config.shopUrl ? [config.shopUrl] : [],
  });
  return built;
}

/** The page's one store, created on first use. */
export function getStore(): Store {
  if (!store) {
    const created = createPageStore(readPageConfig());
    stopListening = onPageConfig((config) => created.settings.update(settingsFromPageConfig(config)));
    // A token the host page configured lives in the session only, not on window.Racelens.
    captureSecrets((name, value) => {
      const { session } = created;
      const kc = name === 'keycloak' ? ssoSession(value) : undefined;
      if (kc) session.signIn(kc, session.user.value);
      else if (name === 'authToken' && typeof value === 'string') session.ssoToken.value = value;
    });
    store = created;
  }
  return store;
}

/** Forgets the page's store (tests; a host page unloading the SDK). */
export function resetStore(): void {
  stopListening?.();
  store?.dispose();
  store = null;
  stopListening = null;
}
