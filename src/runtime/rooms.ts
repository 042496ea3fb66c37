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

// One constant per widget, so a bundle that holds one widget holds only its own room.
export const shopRoom: Room = { minHeight: '100vh' };
export const homeRoom: Room = { minHeight: '480px' };
export const pageRoom: Room = { minHeight: '320px' };
export const cartDrawerRoom: Room = { minHeight: '44px', minWidth: '44px', display: 'inline-block' };
export const checkoutRoom: Room = { minHeight: '480px' };
export const orderStatusRoom: Room = { minHeight: '240px' };
export const myAccountRoom: Room = { minHeight: '240px' };
export const eventGalleryRoom: Room = { minHeight: '480px' };
export const photoSearchRoom: Room = { minHeight: '360px' };

export const rooms: Record<string, Room> = {
  'racelens-shop': shopRoom,
  'racelens-home': homeRoom,
  'racelens-page': pageRoom,
  'racelens-cart-drawer': cartDrawerRoom,
  'racelens-checkout': checkoutRoom,
  'racelens-order-status': orderStatusRoom,
  'racelens-my-account': myAccountRoom,
  'racelens-event-gallery': eventGalleryRoom,
  'racelens-photo-search': photoSearchRoom,
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
