/**
 * Reads the cart again whenever the page may be showing an old one: back from the back/forward
 * cache (the visitor paid on the shop's pay page and pressed back) and when the tab is shown
 * again (the cart may have been paid in another tab). A paid cart then leaves the badge.
 * Once per page, not per widget: widgets come and go, the page's cart stays.
 */
import type { CartStore } from '../store/cart';

export function keepCartFresh(cart: CartStore): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) void cart.refresh();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void cart.refresh();
  };
  window.addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
