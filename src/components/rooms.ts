/**
 * The room each widget keeps on the page before it has shown its content: the loader reserves
 * it while the widget's code loads (a `:not(:defined)` rule), the widget's frame keeps it while
 * its strings load. One list for both, so the page does not jump between the two.
 * Kept free of imports: the loader's build reads it.
 */
export interface Room {
  minHeight: string;
  /** The element's display while it waits; block unless it sits in a line (the cart button). */
  display?: 'inline-block';
  minWidth?: string;
}

export const rooms: Record<string, Room> = {
  'racelens-shop': { minHeight: '100vh' },
  'racelens-home': { minHeight: '480px' },
  'racelens-page': { minHeight: '320px' },
  'racelens-cart-drawer': { minHeight: '44px', minWidth: '44px', display: 'inline-block' },
  'racelens-checkout': { minHeight: '480px' },
  'racelens-order-status': { minHeight: '240px' },
  'racelens-my-account': { minHeight: '240px' },
  'racelens-event-gallery': { minHeight: '480px' },
  'racelens-photo-search': { minHeight: '360px' },
};

/**
 * The loader's document rules: each widget's room while its tag is not yet defined, and nothing
 * else. `:where()` gives them no specificity, so any rule of the host page for the element wins.
 */
export function roomRules(): string {
  return Object.entries(rooms)
    .map(([tag, { display = 'block', minHeight, minWidth }]) =>
      `:where(${tag}:not(:defined)){display:${display};min-height:${minHeight}${minWidth ? `;min-width:${minWidth}` : ''}}`)
    .join('');
}
