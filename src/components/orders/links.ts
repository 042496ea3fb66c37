/** Shop links the order pages need: where the pay page returns to, and where support is. */
import { shopHref } from '../navigation';

const absolute = (href: string): string | null => (/^https?:\/\//.test(href) ? href : null);

/** The order page the pay page sends the browser back to; this page when no shop is known. */
export function returnUrlFor(orderId: string | number): string {
  return absolute(shopHref(`/order/${encodeURIComponent(String(orderId))}`)) ?? location.href;
}

/**
 * The shop's contacts page (PRODUCT.md §routes-contacts), or null when the widget knows no shop.
 */
export const supportHref = (): string | null => absolute(shopHref('/contacts'));
