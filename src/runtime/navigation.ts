/**
 * Goes to a shop route. Inside the standalone shop (which configures `shopRouter: true`)
 * navigation stays in the page: the shop's router handles `racelens:navigate`. Embedded on an
 * organizer's page, links lead to the shop (`shopUrl`), e.g. an order page after payment.
 * Paths come from src/links/shop-paths.ts.
 */

import { isWebAddress } from '../links/safe-url';
import { inShop, shopHref } from '../links/shop-paths';

/** Goes to a shop route: in the shop without a reload, elsewhere to the shop's page. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (typeof document === 'undefined') return;
  if (inShop()) {
    document.dispatchEvent(new CustomEvent('racelens:navigate', { detail: { path, replace: !!options.replace } }));
    return;
  }
  const href = shopHref(path);
  if (isWebAddress(href)) location.assign(href);
}
