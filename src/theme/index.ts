export { contrastRatio } from './contrast';
export { sanitizeCssValue, themeStyleProperties, themeToCss } from './css';
export type { MenuItemId } from './menu';
export { detectUsVariant, resolveTheme } from './resolve';
export type { Theme } from './themes';
export { DEFAULT_LAYER, DEFAULT_THEME, TENANT_LAYERS } from './themes';
export { TOKEN_PROPERTIES } from './tokens';
