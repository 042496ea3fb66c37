/**
 * Stylesheets adopted into widget shadow roots. Constructable sheets are created once per CSS
 * text and shared by every element on the page, and they need no inline <style>, so widgets
 * work under a Content-Security-Policy without 'unsafe-inline'.
 *
 * A browser without constructable stylesheets (older than the supported ones, or an embedded
 * web view that lacks them) gets the same CSS as <style> elements in each shadow root instead,
 * carrying the page's script nonce so a nonce-based policy still admits them.
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

/** The fallback's theme <style> elements, rewritten with the sheet; weak so removed widgets go. */
const themeStyles = new Set<WeakRef<HTMLStyleElement>>();

const constructable = (root: ShadowRoot): boolean =>
  typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in root;

export function setThemeCss(css: string): void {
  themeSheet.css = css;
  for (const ref of themeStyles) {
    const style = ref.deref();
    if (style) style.textContent = css;
    else themeStyles.delete(ref);
  }
  if (typeof CSSStyleSheet === 'undefined') return;
  themeSheet.sheet ??= new CSSStyleSheet();
  themeSheet.sheet.replaceSync(css);
}

/** The nonce a nonce-based policy gave the page's scripts (the loader's among them), if any. */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

function styleElement(css: string, nonce: string): HTMLStyleElement {
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  return style;
}

/** Roots that have their <style> elements (a widget moved in the page connects again). */
const styled = new WeakSet<ShadowRoot>();

/** Same order as the adopted sheets: theme, base, then the widget's own. */
function insertStyleElements(root: ShadowRoot, styles: string[]): void {
  if (styled.has(root)) return;
  styled.add(root);
  const nonce = pageNonce();
  const theme = styleElement(themeSheet.css, nonce);
  themeStyles.add(new WeakRef(theme));
  root.prepend(theme, ...[baseCss, ...styles].map((css) => styleElement(css, nonce)));
}

/** Gives the shadow root its styles; calling it again (on every connect) is harmless. */
export function adoptStyles(root: ShadowRoot, styles: string[]): void {
  if (typeof document === 'undefined') return;
  if (!constructable(root)) {
    insertStyleElements(root, styles);
    return;
  }
  themeSheet.sheet ??= new CSSStyleSheet();
  if (themeSheet.css) themeSheet.sheet.replaceSync(themeSheet.css);
  root.adoptedStyleSheets = [themeSheet.sheet, sheetFor(baseCss), ...styles.map(sheetFor)];
}
