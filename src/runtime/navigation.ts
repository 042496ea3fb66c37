/**
 * Where a widget's links go. Inside the standalone shop (which configures `shopRouter: true`)
 * navigation stays in the page: the shop's router handles `racelens:navigate`. Embedded on an
 * organizer's page, links lead to the shop (`shopUrl`), e.g. an order page after payment.
 */
import { readPageConfig } from '../config';

export function inShop(): boolean {
  return readPageConfig().shopRouter === true;
}

/** The URL of a shop route (`/order/42`), for links and return URLs. */
export function shopHref(path: string): string {
  const config = readPageConfig();
  const base = inShop() ? (typeof location === 'undefined' ? '' : location.origin) : String(config.shopUrl ?? '');
  return base.replace(/\/$/, '') + path;
}

/** Goes to a shop route: in the shop without a reload, elsewhere to the shop's page. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (typeof document === 'undefined') return;
  if (inShop()) {
    document.dispatchEvent(new CustomEvent('racelens:navigate', { detail: { path, replace: !!options.replace } }));
    return;
  }
  const href = shopHref(path);
  if (/^https?:\/\//.test(href)) location.assign(href);
}
