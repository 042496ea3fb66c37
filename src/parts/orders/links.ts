/** Shop links the order pages need: where the pay page returns to, and where support is. */
import { shopHref } from '../../runtime/navigation';

const absolute = (href: string): string | null => (/^https?:\/\//.test(href) ? href : null);

/** The order page the pay page sends the browser back to; this page when no shop is known. */
export function returnUrlFor(orderId: string | number): string {
  const href = shopHref(`/order/${encodeURIComponent(String(orderId))}`);
  return absolute(href) ?? (typeof location === 'undefined' ? href : location.href);
}

/** The shop's contacts page (SPEC §2 /contacts), or null when the widget knows no shop. */
export const supportHref = (): string | null => absolute(shopHref('/contacts'));
