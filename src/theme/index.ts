export {
  DEFAULT_THEME,
  US_THEME,
  RUNNING_SERIES_THEME,
  TRAIL_CUP_THEME,
  DEFAULT_LAYER,
  TENANT_LAYERS,
  US_LAYER,
  US_MENU_ITEMS,
  FOOTER_THEMES,
} from './themes';
export type { Theme, ThemeLayer } from './themes';
export { detectUsVariant, resolveTheme } from './resolve';
export type { ResolveThemeInput, ThemeOverrides } from './resolve';
export { sanitizeCssValue, themeStyleProperties, themeToCss } from './css';
export { TOKEN_NAMES, TOKEN_PROPERTIES } from './tokens';
export type { ThemeTokens, TokenName } from './tokens';
export { MENU_ITEM_IDS, isMenuItemId } from './menu';
export type { MenuItemId } from './menu';
export { contrastRatio, relativeLuminance } from './contrast';
