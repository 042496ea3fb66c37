/**
 * Stylesheets adopted into widget shadow roots. Constructable sheets are created once per CSS
 * text and shared by every element on the page, and they need no inline <style>, so widgets
 * work under a Content-Security-Policy without 'unsafe-inline'.
 */
import baseCss from './base.css?inline';

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** The page-wide theme sheet (`:host { --racelens-*: … }`), replaced when the tenant theme changes. */
export const themeSheet: { sheet: CSSStyleSheet | null; css: string } = { sheet: null, css: '' };

export function setThemeCss(css: string): void {
  themeSheet.css = css;
  if (typeof CSSStyleSheet === 'undefined') return;
  themeSheet.sheet ??= new CSSStyleSheet();
  themeSheet.sheet.replaceSync(css);
}

export function adoptStyles(root: ShadowRoot, styles: string[]): void {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return;
  themeSheet.sheet ??= new CSSStyleSheet();
  if (themeSheet.css) themeSheet.sheet.replaceSync(themeSheet.css);
  root.adoptedStyleSheets = [themeSheet.sheet, sheetFor(baseCss), ...styles.map(sheetFor)];
}
