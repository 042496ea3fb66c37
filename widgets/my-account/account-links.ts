/**
 * Links between the order list and one order. In the shop they are routes (/my-account/order/{id});
 * embedded on another page without the shop, the widget switches views itself instead of
 * sending the visitor to a page that does not exist.
 */

import { isWebAddress } from '../../src/links/safe-url';
import { inShop, MY_ACCOUNT, MY_ORDER, shopHref, shopPath } from '../../src/links/shop-paths';

export const accountPath = (orderId?: string | null): string => (orderId ? shopPath(MY_ORDER, { id: orderId }) : shopPath(MY_ACCOUNT));

/** href of a link; `onClick` keeps the view inside the widget when there is no shop to go to. */
export function accountLink(orderId: string | null, select: (orderId: string | null) => void) {
  const href = shopHref(accountPath(orderId));
  const routed = inShop() || isWebAddress(href);
  return {
    href: routed ? href : '#',
    onClick: (event: Event) => {
      if (routed) return; // the shop's router (or the browser) follows the link
      event.preventDefault();
      select(orderId);
    },
  };
}
