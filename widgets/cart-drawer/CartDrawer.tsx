/**
 * The cart drawer: the cart button with its badge (PRODUCT.md §routes-cart-badge) that opens the
 * cart in a side drawer; with `inline` the cart itself, in the page (the shop's /cart route).
 * The cart view is loaded on first open, so the button — often the first widget on an
 * organizer's page — stays small (ARCHITECTURE.md §budgets).
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { pageLink } from '../../src/links/safe-url';
import { CHECKOUT, inShop, shopPath } from '../../src/links/shop-paths';
import { lazyPart } from '../../src/runtime/lazy-part';
import { navigate } from '../../src/runtime/navigation';
import { useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { Dialog, Progress } from '../../src/ui';
import { Heading } from '../../src/ui/Heading';
import { CartIcon } from './CartIcon';
import type { CartDrawerProps } from './types';
import { useCartEvents } from './use-cart-events';

export type { CartDrawerProps } from './types';

const CartView = lazyPart(() => import('../../src/parts/cart/lazy').then((m) => m.CartView));

/** The page's path, kept current across in-page navigation (only when `watch` is on). */
function useCurrentPath(watch: boolean): string {
  const [path, setPath] = useState(() => location.pathname);
  useEffect(() => {
    if (!watch) return;
    // The shop's router moves on in its own listener: read the path once it has.
    const update = () => setTimeout(() => setPath(location.pathname), 0);
    document.addEventListener('racelens:navigate', update);
    window.addEventListener('popstate', update);
    return () => {
      document.removeEventListener('racelens:navigate', update);
      window.removeEventListener('popstate', update);
    };
  }, [watch]);
  return path;
}

export function CartDrawerView({ checkoutUrl, inline = false, cartUrl, onCartChange, onError }: CartDrawerProps) {
  const { t } = useT();
  const cart = useStore().cart;
  const count = useValue(cart.count);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useCartEvents(onCartChange, onError);
  const path = useCurrentPath(!!cartUrl);
  // The cart survives reloads: read it back once the widget is on the page (the page reads it
  // again when it comes back into view, src/runtime/fresh-cart.ts).
  useEffect(() => void cart.refresh(), []);
  // Focus goes back to the cart button when the drawer closes (Escape, ×, backdrop, checkout).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const goToCheckout = () => {
    setOpen(false);
    const external = pageLink(checkoutUrl, location.href);
    if (external) return location.assign(external);
    // The hosted shop is another site with storage of its own: hand the cart over in the
    // address's fragment, which no server sees; the shop copies its items into a cart of its own
    // (PRODUCT.md §entities-cart-handover).
    const id = inShop() ? null : cart.cartId();
    navigate(shopPath(CHECKOUT) + (id ? `#cart=${encodeURIComponent(id)}` : ''));
  };

  const view = (
    <Suspense fallback={<Progress label={t('cart.loading')} />}>
      <CartView onCheckout={goToCheckout} onError={(detail) => onError?.(detail)} />
    </Suspense>
  );

  if (inline) {
    return (
      <section className="rl-cart-page" part="cart-page" aria-label={t('cart.title')}>
        <Heading>{t('cart.title')}</Heading>
        {view}
      </section>
    );
  }

  const badge = (
    <>
      <CartIcon />
      <span className="rl-cart-button__badge" part="badge" aria-hidden="true" data-count={count}>
        {count}
      </span>
    </>
  );
  const cartPage = cartUrl ? pageLink(cartUrl, location.href) : null;
  if (cartPage) {
    const here = new URL(cartPage).pathname === path;
    return (
      <a
        href={cartPage}
        className="rl-cart-button"
        part="cart-button"
        aria-label={t('cart.badge', { count })}
        aria-current={here ? 'page' : undefined}
        onClick={(e) => {
          e.preventDefault();
          if (!here) navigate(new URL(cartPage).pathname);
        }}
      >
        {badge}
      </a>
    );
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="rl-cart-button"
        part="cart-button"
        aria-label={t('cart.badge', { count })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <CartIcon />
        <span className="rl-cart-button__badge" part="badge" aria-hidden="true" data-count={count}>
          {count}
        </span>
      </button>
      <Dialog open={open} placement="side" title={t('cart.title')} closeLabel={t('cart.close')} onClose={() => setOpen(false)}>
        {view}
      </Dialog>
    </>
  );
}
