/**
 * Links between the order list and one order. In the shop they are routes (/my-account/order/{id});
 * embedded on another page without the shop, the widget switches views itself instead of
 * sending the visitor to a page that does not exist.
 */
import { inShop, shopHref } from '../../src/runtime/navigation';

export const accountPath = (orderId?: string | null): string =>
  orderId ? `/my-account/order/${encodeURIComponent(orderId)}` : '/my-account';

/** href of a link; `onClick` keeps the view inside the widget when there is no shop to go to. */
export function accountLink(orderId: string | null, select: (orderId: string | null) => void) {
  const href = shopHref(accountPath(orderId));
  const routed = inShop() || /^https?:\/\//.test(href);
  return {
    href: routed ? href : '#',
    onClick: (event: Event) => {
      if (routed) return; // the shop's router (or the browser) follows the link
      event.preventDefault();
      select(orderId);
    },
  };
}
