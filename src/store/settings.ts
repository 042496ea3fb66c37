/**
 * Settings and tenant (PRODUCT.md §entities-settings), supplied by the page and the tenant's theme.
 * The theme-name constants live here so the store (cart attributes) and the theme module agree.
 */
import { signal } from '@preact/signals-core';
import { DEFAULT_CURRENCY_ID } from '../money/currencies';

/** PRODUCT.md §overview-us: the US variant uses currency 840. */
export const US_CURRENCY_ID = 840;
export const DEFAULT_LANG = 'en';
/**
 * The default brand theme (PRODUCT.md §entities-cart-attributes; themes-service default themeId).
 */
export const DEFAULT_THEME = 'MySport';
/** The name the US variant reports as its theme. */
export const US_THEME = 'US';

export interface OpenIdSettings {
  uri: string;
  realm: string;
  clientId: string;
}

/**
 * The identity-provider session (PRODUCT.md §entities-settings): its token and the parsed token's
 * e-mail.
 */
export interface SsoSession {
  token?: string;
  tokenParsed?: { email?: string };
}

export interface Settings {
  /** Theme name: '' or 'MySport' (default), 'running-series', 'trail-cup'. */
  theme: string;
  themeDone: boolean;
  tenantName: string;
  openId: OpenIdSettings | null;
  logo: string;
  logoSmall: string;
  alignLogoCenter: boolean;
  backURL: string;
  /** Menu item ids a theme allows (PRODUCT.md §shell-menu); empty means all. */
  showMobileMenuItems: string[];
  /** Configured languages; empty means all. */
  languages: string[];
  /** The US host variant (PRODUCT.md §overview-us). */
  isUS: boolean;
  /** The footer's language switcher is on (it also needs more than one language). */
  showLanguage: boolean;
  /** The back button shows on every screen (PRODUCT.md §shell-back). */
  backFromHome: boolean;
  /** The external feedback form (shop feedback and bug report); '' hides them. */
  feedbackUrl: string;
  /** The sports-events service of the drawer's services list; '' hides the item. */
  eventsServiceUrl: string;
  keycloak: SsoSession | null;
  lang: string;
  currencyId: number;
  authToken: string | null;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  theme: '',
  themeDone: false,
  tenantName: '',
  openId: null,
  logo: '',
  logoSmall: '',
  alignLogoCenter: false,
  backURL: '',
  showMobileMenuItems: [],
  languages: [],
  isUS: false,
  showLanguage: true,
  backFromHome: false,
  feedbackUrl: '',
  eventsServiceUrl: '',
  keycloak: null,
  lang: DEFAULT_LANG,
  currencyId: DEFAULT_CURRENCY_ID,
  authToken: null,
};

/** Defaults under the given values; the US variant always pays in 840 (PRODUCT.md §overview-us). */
export function resolveSettings(input: Partial<Settings> = {}): Settings {
  const settings = { ...DEFAULT_SETTINGS, ...stripUndefined(input) };
  if (settings.isUS) settings.currencyId = US_CURRENCY_ID;
  return settings;
}

/**
 * PRODUCT.md §entities-cart-attributes: the cart's Theme attribute — the US variant's name, else
 * the theme or the brand default.
 */
export function themeName(settings: Pick<Settings, 'theme' | 'isUS'>): string {
  if (settings.isUS) return US_THEME;
  return settings.theme || DEFAULT_THEME;
}

export function createSettingsStore(initial?: Partial<Settings>) {
  const settings = signal(resolveSettings(initial));
  return {
    settings,
    /** Merges a change (tenant settings from the API, a language choice); undefined fields keep their value. */
    update(patch: Partial<Settings>) {
      settings.value = resolveSettings({ ...settings.value, ...stripUndefined(patch) });
    },
  };
}
export type SettingsStore = ReturnType<typeof createSettingsStore>;

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
