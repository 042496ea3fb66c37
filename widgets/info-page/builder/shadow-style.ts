/**
 * Adds a lazy part's own stylesheet to the shadow root it renders in, once it is there, so its
 * CSS loads with its code and not with the widget's first load (ARCHITECTURE.md §budgets). A
 * constructable sheet, as the widget's own styles (a strict CSP allows it); a browser without
 * one shows the part with the widget's styles only.
 */
import { type RefObject, useEffect } from 'react';

export function useShadowStyle(ref: RefObject<HTMLElement | null>, css: string): void {
  useEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot) || !('adoptedStyleSheets' in root)) return;
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    } catch {
      /* no constructable stylesheets */
    }
  }, [ref, css]);
}
