/**
 * Theme → CSS. The values end up inside a stylesheet adopted by every widget's shadow root, and
 * some come from page or tenant settings, so each value must stay a value: anything that could
 * close the declaration or the block, open markup, load a resource or hide text in comments or
 * escapes is refused (the property then keeps the base stylesheet's fallback).
 */
import { type ThemeTokens, TOKEN_NAMES, TOKEN_PROPERTIES } from './tokens';

const FORBIDDEN = /[;{}<>\\\n\r\f]|\/\*|\*\/|url\s*\(|image-set\s*\(|expression\s*\(|@import|!important/i;
const MAX_LENGTH = 200;

/** The value if it is safe as a custom property value, else null. */
export function sanitizeCssValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_LENGTH || FORBIDDEN.test(trimmed)) return null;
  // An unclosed quote would swallow the declarations after it.
  if ((trimmed.match(/"/g)?.length ?? 0) % 2 !== 0 || (trimmed.match(/'/g)?.length ?? 0) % 2 !== 0) return null;
  return trimmed;
}

/** `{ '--racelens-color-primary': '#0b57d0', … }` for inline styles; unsafe values left out. */
export function themeStyleProperties(theme: { tokens: Partial<ThemeTokens> }): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const name of TOKEN_NAMES) {
    const value = sanitizeCssValue(theme.tokens[name]);
    if (value !== null) properties[TOKEN_PROPERTIES[name]] = value;
  }
  return properties;
}

/** `:host { --racelens-…: …; }` for the shared theme sheet of the shadow roots. */
export function themeToCss(theme: { tokens: Partial<ThemeTokens> }): string {
  const declarations = Object.entries(themeStyleProperties(theme)).map(([property, value]) => `  ${property}: ${value};`);
  return `:host {\n${declarations.join('\n')}\n}\n`;
}
