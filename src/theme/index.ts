export { DEFAULT_THEME, DEFAULT_LAYER, TENANT_LAYERS } from './themes';
export type { Theme } from './themes';
export { detectUsVariant, resolveTheme } from './resolve';
export { sanitizeCssValue, themeStyleProperties, themeToCss } from './css';
export { TOKEN_PROPERTIES } from './tokens';
export type { MenuItemId } from './menu';
export { contrastRatio } from './contrast';
