/**
 * The checkout (PRODUCT.md §routes-checkout): the cart summary and the checkout form. An empty or
 * lost cart says so and leads back to shopping rather than showing a form that cannot succeed.
 */
import { useEffect, useId } from 'react';
import { CART, shopPath } from '../../src/links/shop-paths';
import { CartView } from '../../src/parts/cart/CartView';
import { navigate } from '../../src/runtime/navigation';
import { useFeature, useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { checkoutOf } from '../../src/store/checkout';
import { Button, Notice } from '../../src/ui';
import { Heading } from '../../src/ui/Heading';
import { CheckoutForm } from './CheckoutForm';
import type { CheckoutProps } from './types';

export type { CheckoutProps } from './types';

export function CheckoutView({ onCheckout, onError }: CheckoutProps) {
  const { t } = useT();
  const store = useStore().cart;
  const cart = useValue(store.cart);
  const loading = useValue(store.loading);
  const titleId = useId();
  const summaryId = useId();
  const checkout = useFeature(checkoutOf);
  const leaving = useValue(checkout.leaving);
  useEffect(() => void store.refresh(), []);
  // Back from the pay page out of the browser's page cache: the checkout shows the cart again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) checkout.leaving.value = false;
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const hasLines = !!cart && cart.items.length > 0;
  // The cart is forgotten as the payment starts: say where the visitor is going, not "empty".
  if (leaving)
    return (
      <section className="rl-checkout" part="checkout" aria-labelledby={titleId}>
        <Heading id={titleId}>{t('checkout.title')}</Heading>
        <Notice tone="info">{t('checkout.redirecting')}</Notice>
      </section>
    );
  return (
    <section className="rl-checkout" part="checkout" aria-labelledby={titleId}>
      <Heading id={titleId}>{t('checkout.title')}</Heading>
      <div className="rl-checkout__columns">
        <section className="rl-checkout__summary" part="checkout-summary" aria-labelledby={summaryId}>
          <Heading depth={1} id={summaryId}>
            {t('checkout.summary')}
          </Heading>
          <CartView summary />
          {hasLines ? (
            <Button variant="ghost" onClick={() => navigate(shopPath(CART))}>
              {t('checkout.backToCart')}
            </Button>
          ) : loading ? null : (
            <p className="rl-hint">{t('checkout.emptyHint')}</p>
          )}
        </section>
        {hasLines ? <CheckoutForm key={cart.shoppingCartId} cart={cart} onCheckout={onCheckout} onError={onError} /> : null}
      </div>
    </section>
  );
}
