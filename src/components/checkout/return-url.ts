/**
 * Where the pay page sends the visitor back (PRODUCT.md §routes-order-paid: the shop's
 * /order/{id}). On an organizer page without a configured shop there is no order page to go to, so
 * the visitor comes back to the page they paid from rather than to an address that does not exist.
 */
import { shopHref } from '../navigation';

export function orderReturnUrl(orderId: string | number): string {
  const href = shopHref(`/order/${encodeURIComponent(String(orderId))}`);
  if (/^https?:\/\//.test(href)) return href;
  return typeof location === 'undefined' ? href : location.href;
}

/** PRODUCT.md §shell-footer: the German terms for German, otherwise the English ones. */
export const termsHref = (lang: string): string => shopHref(lang === 'de' ? '/AGB.pdf' : '/Our_Terms_and_Conditions.pdf');
