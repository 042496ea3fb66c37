/**
 * The tenant themes of PRODUCT.md §overview-tenants (default brand, running-series, trail-cup) and
 * the US variant, as layers that resolveTheme() merges: default → tenant → US variant → explicit
 * settings.
 */
import type { Language } from '../i18n/languages';
import { DEFAULT_THEME, US_CURRENCY_ID } from '../store/settings.ts';
import type { MenuItemId } from './menu';
import type { ThemeTokens } from './tokens';

// One source for the names: the store writes them into the cart's Theme attribute.
export { DEFAULT_THEME };

export const RUNNING_SERIES_THEME = 'running-series';
export const TRAIL_CUP_THEME = 'trail-cup';

/** A fully resolved theme: what widgets and the shop shell read. */
export interface Theme {
  /** Tenant theme name ('MySport', 'running-series', 'trail-cup' or a custom tenant's). */
  name: string;
  /** The US host variant (PRODUCT.md §overview-us). */
  isUS: boolean;
  /**
   * A Russian theme: with the Russian language, currency 643 shows ₽ (PRODUCT.md §constants-money).
   */
  russian: boolean;
  tokens: ThemeTokens;
  /** A logo from the tenant's settings; '' for the built-in tenant's (src/theme/logos.ts). */
  logo: string;
  logoSmall: string;
  /** Centre the logo on desktop too (PRODUCT.md §shell-app-bar). */
  alignLogoCenter: boolean;
  /** Languages offered; null = all seven. */
  languages: Language[] | null;
  /** ISO 4217 numeric id. */
  currencyId: number;
  /** Menu items the theme allows; null = all (PRODUCT.md §shell-menu). */
  showMobileMenuItems: MenuItemId[] | null;
  /**
   * PRODUCT.md §shell-footer: the footer exists only for the three known themes and never on the US
   * variant.
   */
  showFooter: boolean;
  /** PRODUCT.md §overview-languages: hidden in the US variant or with one language. */
  showLanguageSelector: boolean;
}

/** What a layer may set; the derived flags (footer, language selector) are computed. */
export type ThemeLayer = Partial<Omit<Theme, 'tokens' | 'showFooter' | 'showLanguageSelector'>> & {
  tokens?: Partial<ThemeTokens>;
};

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const DEFAULT_LAYER: Theme = {
  name: DEFAULT_THEME,
  isUS: false,
  russian: false,
  tokens: {
    primary: '#0b57d0',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    onSurface: '#1b1f24',
    muted: '#5a6270',
    border: '#d0d5dd',
    accent: '#f26b1d',
    danger: '#b42318',
    success: '#1a7f37',
    focus: '#0b57d0',
    focusRingWidth: '3px',
    fontFamily: SYSTEM_FONT,
    fontSize: '16px',
    radiusSmall: '4px',
    radiusMedium: '8px',
    radiusLarge: '16px',
    space: '8px',
  },
  logo: '',
  logoSmall: '',
  alignLogoCenter: false,
  languages: null,
  currencyId: 978,
  showMobileMenuItems: null,
  showFooter: true,
  showLanguageSelector: true,
};

export const TENANT_LAYERS: Readonly<Record<string, ThemeLayer>> = {
  [DEFAULT_THEME]: {},
  [RUNNING_SERIES_THEME]: {
    tokens: {
      primary: '#c2122f',
      onPrimary: '#ffffff',
      surface: '#fffaf6',
      onSurface: '#231a15',
      muted: '#6a5c52',
      border: '#e8d9cc',
      accent: '#ffb000',
      danger: '#9b1c1c',
      success: '#2b6a47',
      focus: '#1d4ed8',
      fontFamily: '"Helvetica Neue", Arial, sans-serif',
      radiusSmall: '2px',
      radiusMedium: '4px',
      radiusLarge: '8px',
    },
    languages: ['en', 'de', 'es', 'it'],
    showMobileMenuItems: ['participants', 'organizers', 'contacts', 'my-account'],
  },
  [TRAIL_CUP_THEME]: {
    tokens: {
      primary: '#2f5d34',
      onPrimary: '#ffffff',
      surface: '#f7f5ef',
      onSurface: '#1e2a1f',
      muted: '#5b6152',
      border: '#d8d3c4',
      accent: '#c4761c',
      danger: '#a32a1c',
      success: '#2f6b30',
      focus: '#8a4b08',
      fontFamily: '"Trebuchet MS", "Segoe UI", sans-serif',
      radiusSmall: '6px',
      radiusMedium: '12px',
      radiusLarge: '24px',
      space: '10px',
    },
    alignLogoCenter: true,
    languages: ['en', 'cs', 'sk', 'de'],
    showMobileMenuItems: ['participants', 'photographers', 'contacts', 'my-account'],
  },
};

/**
 * PRODUCT.md §overview-us: the US variant shows only the home and contacts items and pays in 840.
 */
export const US_MENU_ITEMS: readonly MenuItemId[] = ['participants', 'contacts'];
export { US_CURRENCY_ID };

/**
 * The US variant: the brand's US site. PRODUCT.md §overview-us fixes the menu (home and contacts
 * only — so no "my account", PRODUCT.md §roles-customer), no footer, no language selector and
 * currency 840; we also give it its own palette and logo and English only (a single language hides
 * the selector anyway).
 */
export const US_LAYER: ThemeLayer = {
  isUS: true,
  tokens: {
    primary: '#1f3a93',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    onSurface: '#111827',
    muted: '#4b5563',
    border: '#d1d5db',
    accent: '#c81e3a',
    danger: '#b91c1c',
    success: '#15803d',
    focus: '#1f3a93',
  },
  languages: ['en'],
  currencyId: US_CURRENCY_ID,
  showMobileMenuItems: [...US_MENU_ITEMS],
};

/** Themes that have the footer (PRODUCT.md §shell-footer). */
export const FOOTER_THEMES: readonly string[] = [DEFAULT_THEME, RUNNING_SERIES_THEME, TRAIL_CUP_THEME];
