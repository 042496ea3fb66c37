/**
 * Picks and merges the theme: default → tenant → US variant → explicit settings
 * (PRODUCT.md §overview-tenants, PRODUCT.md §entities-settings).
 */
import { type Language, toLanguage } from '../i18n/languages';
import { availableLanguages, isLanguageSwitcherVisible } from '../i18n/select';
import { isSafeImageUrl } from '../links/safe-url';
import { sanitizeCssValue } from './css';
import { isMenuItemId } from './menu';
import { DEFAULT_LAYER, DEFAULT_THEME, FOOTER_THEMES, TENANT_LAYERS, type Theme, type ThemeLayer, US_CURRENCY_ID, US_LAYER, US_MENU_ITEMS } from './themes';
import { type ThemeTokens, TOKEN_NAMES } from './tokens';

/**
 * The US variant is "detected by host prefix" (PRODUCT.md §overview-us): a host name whose first
 * label is `us` (`us.racelens.example`, `US.shop.example:8443`). Only that exact label counts, so
 * hosts like `usa-marathon.example` or `bus.example` are not US.
 */
export function detectUsVariant(host: string | null | undefined): boolean {
  if (typeof host !== 'string') return false;
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  return hostname.startsWith('us.') && hostname.length > 3;
}

/**
 * Explicit settings (page attributes, `Racelens.configure`, the tenant's API settings). Leave a
 * field undefined when it was not set: '' and [] also count as not set (the store's defaults),
 * and unusable values (an unsafe logo URL or CSS value, unknown languages or menu ids) are
 * ignored so the layer below shows through.
 */
export interface ThemeOverrides {
  logo?: string;
  logoSmall?: string;
  alignLogoCenter?: boolean;
  /** null = all languages. */
  languages?: readonly string[] | null;
  currencyId?: number;
  /** null = all items. */
  showMobileMenuItems?: readonly string[] | null;
  /** Forces the US variant on or off regardless of the host (settings' US flag). */
  isUS?: boolean;
  russian?: boolean;
  tokens?: Partial<Record<keyof ThemeTokens, string>>;
}

export interface ResolveThemeInput {
  /** Tenant theme name; empty means the default brand. */
  tenant?: string | null;
  /** location.host of the page. */
  host?: string | null;
  overrides?: ThemeOverrides;
}

export function resolveTheme({ tenant, host, overrides = {} }: ResolveThemeInput = {}): Theme {
  const name = tenant?.trim() || DEFAULT_THEME;
  const isUS = overrides.isUS ?? detectUsVariant(host);
  // An unknown tenant keeps the default look under its own name (its settings come as overrides).
  const tenantLayer = Object.hasOwn(TENANT_LAYERS, name) ? TENANT_LAYERS[name] : undefined;
  const layers: ThemeLayer[] = [tenantLayer ?? {}, isUS ? US_LAYER : {}, explicitLayer(overrides)];
  const merged = layers.reduce<Theme>(mergeLayer, DEFAULT_LAYER);
  // PRODUCT.md §overview-us's US rules hold whatever the settings say (the store pins 840 the same
  // way).
  const theme: Theme = isUS ? { ...merged, name, isUS, currencyId: US_CURRENCY_ID, showMobileMenuItems: [...US_MENU_ITEMS] } : { ...merged, name, isUS };
  return {
    ...theme,
    showFooter: !isUS && FOOTER_THEMES.includes(name),
    showLanguageSelector: isLanguageSwitcherVisible({ languages: availableLanguages(theme.languages), usVariant: isUS }),
  };
}

function mergeLayer(base: Theme, layer: ThemeLayer): Theme {
  const { tokens, ...rest } = layer;
  // Arrays are copied so a caller changing its theme cannot change the built-in layers.
  const defined = Object.fromEntries(
    Object.entries(rest)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]),
  ) as Partial<Theme>;
  return { ...base, ...defined, tokens: { ...base.tokens, ...definedTokens(tokens) } };
}

function definedTokens(tokens: Partial<ThemeTokens> | undefined): Partial<ThemeTokens> {
  const out: Partial<ThemeTokens> = {};
  for (const name of TOKEN_NAMES) {
    const value = sanitizeCssValue(tokens?.[name]);
    if (value !== null) out[name] = value;
  }
  return out;
}

function explicitLayer(o: ThemeOverrides): ThemeLayer {
  const layer: ThemeLayer = {};
  if (typeof o.logo === 'string' && isSafeImageUrl(o.logo)) layer.logo = o.logo.trim();
  if (typeof o.logoSmall === 'string' && isSafeImageUrl(o.logoSmall)) layer.logoSmall = o.logoSmall.trim();
  if (typeof o.alignLogoCenter === 'boolean') layer.alignLogoCenter = o.alignLogoCenter;
  if (typeof o.russian === 'boolean') layer.russian = o.russian;
  if (Number.isInteger(o.currencyId) && (o.currencyId as number) > 0) layer.currencyId = o.currencyId;
  if (o.languages === null) layer.languages = null;
  else if (o.languages?.length) {
    const languages = [...new Set(o.languages.map(toLanguage).filter((l): l is Language => l !== null))];
    if (languages.length) layer.languages = languages;
  }
  if (o.showMobileMenuItems === null) layer.showMobileMenuItems = null;
  else if (o.showMobileMenuItems?.length) {
    const items = [...new Set(o.showMobileMenuItems.filter(isMenuItemId))];
    if (items.length) layer.showMobileMenuItems = items;
  }
  if (o.tokens) layer.tokens = o.tokens;
  return layer;
}
