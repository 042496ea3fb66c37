/** Shop links the order pages need: where the pay page returns to, and where support is. */

import { isWebAddress } from '../../links/safe-url';
import { CONTACTS, ORDER, shopHref, shopPath } from '../../links/shop-paths';

/**
 * Where the pay page sends the browser back: the shop's order page. On an organizer page without
 * a configured shop there is no order page, so the visitor comes back to the page they paid from.
 */
export function orderReturnUrl(orderId: string | number): string {
  const href = shopHref(shopPath(ORDER, { id: orderId }));
  if (isWebAddress(href)) return href;
  return typeof location === 'undefined' ? href : location.href;
}

/** The shop's contacts page, or null when the widget knows no shop. */
export function supportHref(): string | null {
  const href = shopHref(shopPath(CONTACTS));
  return isWebAddress(href) ? href : null;
}
