/**
 * Adds a lazy part's own stylesheet to the shadow root it renders in, once it is there, so its
 * CSS loads with its code and not with the widget's first load (ARCHITECTURE.md §budgets). A
 * constructable sheet, as the widget's own styles (a strict CSP allows it); a browser without
 * one shows the part with the widget's styles only. Adopted before the first paint (a layout
 * effect): the part never shows unstyled and then moves (a layout shift on /for-organizers).
 */
import { type RefObject, useLayoutEffect } from 'react';

export function useShadowStyle(ref: RefObject<HTMLElement | null>, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot) || !('adoptedStyleSheets' in root)) return;
    let sheet: CSSStyleSheet;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      return; // no constructable stylesheets
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [ref, css]);
}
