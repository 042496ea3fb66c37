/**
 * The page configuration the loader collects (script data-* attributes and
 * `window.Racelens.configure()` calls) and hands to the runtime through `window.Racelens`.
 * Element attributes and the tenant's settings from the API are merged later, in the store.
 */
import { toLanguage } from './i18n/languages';
import { configuredAddress } from './links/safe-url';

export interface PageConfig {
  /** Tenant theme name: 'MySport' (default), 'running-series', 'trail-cup'. */
  tenant?: string;
  /** Base URL of the platform API (services live under `/public/{service}/api/v1`). */
  api?: string;
  lang?: string;
  /** ISO 4217 numeric currency id (978 EUR by default). */
  currencyId?: number;
  /** Where the shop lives; links such as order pages and e-mail confirmation land there. */
  shopUrl?: string;
  /**
   * The host page's bearer token for a signed-in customer (PRODUCT.md §entities-settings): sent on
   * cart, order, search and frame calls. Taken off `window.Racelens.config` at once (no tokens on
   * globals).
   */
  authToken?: string;
  /**
   * A session your page signed in with its own Keycloak client (PRODUCT.md §entities-settings): its
   * `token` is sent like `authToken` and the parsed token's e-mail is the user. Taken off the
   * globals like `authToken`.
   */
  keycloak?: { token?: string; tokenParsed?: { email?: string } };
  /** Single sign-on for the shop shell: a silent check-sso against `{uri}/realms/{realm}` (uri defaults to `/auth`). */
  openId?: { uri?: string; realm: string; clientId: string };
  /** Set by the hosted shop page only: widgets navigate with `racelens:navigate` instead of leaving the page. */
  shopRouter?: boolean;
  /** The shop's logo for the app bar (http(s), root- or page-relative URL, or a data:image). */
  logo?: string;
  /** The drawer's small logo; the product logo shows there when no tenant theme is set. */
  logoSmall?: string;
  /** Centre the shop's logo on desktop too (it is always centred on small screens). */
  alignLogoCenter?: boolean;
  /** Where the shop's back button leads from the home page (http(s) only). */
  backURL?: string;
  /** `false` while the host page is still building its theme: the shop shell waits (polled every 50 ms). */
  themeDone?: boolean;
  /** The organizer's name shown as the shop's brand (logo text, copyright); the theme's name by default. */
  tenantName?: string;
  /** The languages the shop offers (`['en', 'de']`), in that order; all seven by default. */
  languages?: string[];
  /** The top-menu items the shop shows (`participants`, `photographers`, `organizers`, `business`, `contacts`, `my-account`); all by default. */
  showMobileMenuItems?: string[];
  /** `true` makes the shop the US variant (home and contacts only, no footer or languages, currency 840); otherwise a host name starting with `us.` does. */
  isUS?: boolean;
  /** `false` hides the footer's language switcher (it also needs more than one language). */
  showLanguage?: boolean;
  /** `true` shows the back button on every screen (it pops the shop's own history, or leaves to `backURL` from home). */
  backFromHome?: boolean;
  /** The feedback form the shop's feedback and bug-report items open in a new tab (http(s)); without it they are hidden. */
  feedbackUrl?: string;
  /** The sports-events service the drawer's services list links to (http(s)); without it the item is hidden. */
  eventsServiceUrl?: string;
  /**
   * `false` takes "Make a finisher card" off paid photos (PRODUCT.md §routes-order-card); on by
   * default. The loader's `data-finisher-card="off"` (or `"on"`) sets it.
   */
  finisherCard?: boolean;
}

/** Every option of PageConfig, the one list the unknown-option check reads. */
const LISTED = [
  'tenant',
  'api',
  'lang',
  'currencyId',
  'shopUrl',
  'authToken',
  'openId',
  'shopRouter',
  'logo',
  'logoSmall',
  'alignLogoCenter',
  'backURL',
  'themeDone',
  'keycloak',
  'tenantName',
  'languages',
  'showMobileMenuItems',
  'isUS',
  'showLanguage',
  'backFromHome',
  'feedbackUrl',
  'eventsServiceUrl',
  'finisherCard',
] as const satisfies ReadonlyArray<keyof PageConfig>;
type Unlisted = Exclude<keyof PageConfig, (typeof LISTED)[number]>;
/** The compiler holds the list to the interface both ways: an option missing above makes this line's type the missing name. */
export const pageConfigKeys: [Unlisted] extends [never] ? ReadonlyArray<string> : Unlisted = LISTED;

/**
 * Whether a known option's value may be used (PRODUCT.md §overview-configuration): a language of
 * ours (`'čeština'` can go into no header, and would cost every call), an address that is http(s)
 * or a path of this site (never `javascript:…` or `//host`), a positive currency number.
 */
function usable(name: string, value: unknown): boolean {
  if (name === 'lang') return toLanguage(value as string) !== null;
  if (name === 'currencyId') return Number.isInteger(value) && (value as number) > 0;
  return !/^(api|shopUrl|backURL|feedbackUrl|eventsServiceUrl)$/.test(name) || configuredAddress(value) !== null;
}

/**
 * The options without unknown names and refused values, each named in a console warning (once),
 * so what was configured before stays and the widgets keep working. The words, and the nearest
 * known name for an unknown one, load only when there is something to say.
 */
export function checkedOptions(options: PageConfig): PageConfig {
  const kept: Record<string, unknown> = { ...options };
  const unknown: string[] = [];
  const refused: Array<[string, unknown]> = [];
  for (const [name, value] of Object.entries(options)) {
    if (!pageConfigKeys.includes(name)) unknown.push(name);
    else if (value !== undefined && !usable(name, value)) {
      delete kept[name];
      refused.push([name, value]);
    }
  }
  if (unknown.length || refused.length) void import('./unknown-options').then((m) => m.warnOptions(unknown, refused, pageConfigKeys));
  return kept;
}

/** What the loader installs as `window.Racelens`. */
export interface LoaderApi {
  version: string;
  config: PageConfig;
  configure(options: PageConfig): void;
  load(tag: string): Promise<void>;
}

type WindowWithRacelens = { Racelens?: Partial<LoaderApi> };

const loaderApi = (): Partial<LoaderApi> | undefined => (typeof window === 'undefined' ? undefined : (window as unknown as WindowWithRacelens).Racelens);

/**
 * Asks the loader for a tag's code: resolves once it is defined, rejects when its chunk could not
 * load (the loader's rules). Without a loader (React hosts, bundlers), never settles: the code is
 * the host's to load.
 */
export const loadWidget = (tag: string): Promise<void> => loaderApi()?.load?.(tag) ?? new Promise<void>(() => {});

/** Configuration given with `configure()` below (hosts without the loader: React, bundlers). */
let direct: PageConfig = {};
const directListeners = new Set<(config: PageConfig) => void>();

/** The merged page configuration: the loader's, then `configure()`'s. */
export function readPageConfig(): PageConfig {
  const fromLoader = loaderApi()?.config ?? {};
  return { ...checkedOptions(fromLoader), ...direct };
}

/**
 * Configures the SDK without the loader and without any global (React hosts, bundlers):
 * `configure({ api: 'https://api.example.com', tenant: 'trail-cup', lang: 'de' })`.
 */
export function configure(options: PageConfig): void {
  direct = { ...direct, ...checkedOptions(options) };
  const merged = readPageConfig();
  for (const listener of directListeners) listener(merged);
}

/** Calls `listener` with the merged configuration whenever the configuration changes. */
export function onPageConfig(listener: (config: PageConfig) => void): () => void {
  directListeners.add(listener);
  if (typeof document === 'undefined') return () => directListeners.delete(listener);
  const handler = (event: Event) => {
    const fromLoader = (event as CustomEvent<PageConfig>).detail ?? {};
    listener({ ...checkedOptions(fromLoader), ...direct });
  };
  document.addEventListener('racelens:configure', handler);
  return () => {
    directListeners.delete(listener);
    document.removeEventListener('racelens:configure', handler);
  };
}

/** Settings that must not stay readable on `window.Racelens.config` (security: no tokens on globals). */
const SECRETS = ['authToken', 'keycloak'] as const;

/**
 * Takes secrets (a host page's auth token) out of the loader's public configuration, now and
 * on every later `Racelens.configure()` call, and hands them to `onSecret` instead.
 */
export function captureSecrets(onSecret: (name: (typeof SECRETS)[number], value: unknown) => void): void {
  const racelens = loaderApi();
  if (!racelens?.configure) return;
  const original = racelens.configure.bind(racelens);
  const take = (options: PageConfig) => {
    const rest = { ...options };
    for (const name of SECRETS) {
      if (rest[name]) onSecret(name, rest[name]);
      // The loader keeps what it was given: overwrite with undefined so it no longer holds it.
      if (name in rest || (racelens.config && name in racelens.config)) rest[name] = undefined;
    }
    return rest;
  };
  const current = racelens.config ?? {};
  if (SECRETS.some((name) => name in current)) original(take({ ...current }));
  racelens.configure = (options: PageConfig) => original(take(options));
}
