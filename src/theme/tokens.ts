/**
 * The design tokens a theme sets, and the CSS custom property each one becomes
 * (ARCHITECTURE.md §embedding: theming is `--racelens-*` properties plus `::part`). Component CSS
 * reads only these names.
 */
export const TOKEN_PROPERTIES = {
  primary: '--racelens-color-primary',
  onPrimary: '--racelens-color-on-primary',
  surface: '--racelens-color-surface',
  onSurface: '--racelens-color-on-surface',
  muted: '--racelens-color-muted',
  border: '--racelens-color-border',
  accent: '--racelens-color-accent',
  danger: '--racelens-color-danger',
  success: '--racelens-color-success',
  focus: '--racelens-color-focus',
  focusRingWidth: '--racelens-focus-ring-width',
  fontFamily: '--racelens-font-family',
  fontSize: '--racelens-font-size',
  radiusSmall: '--racelens-radius-sm',
  radiusMedium: '--racelens-radius-md',
  radiusLarge: '--racelens-radius-lg',
  space: '--racelens-space',
} as const;

export type TokenName = keyof typeof TOKEN_PROPERTIES;
export type ThemeTokens = Record<TokenName, string>;

export const TOKEN_NAMES = Object.keys(TOKEN_PROPERTIES) as TokenName[];
