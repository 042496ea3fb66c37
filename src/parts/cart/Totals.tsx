/** Amount, discount and total of the cart (PRODUCT.md §routes-cart), in the cart's currency. */
import type { Cart } from '../../api/schemas';
import { useT } from '../../runtime/WidgetRoot';

export interface TotalsProps {
  cart: Pick<Cart, 'amount' | 'totalAmount'>;
  format: (amount: number) => string;
}

export function Totals({ cart, format }: TotalsProps) {
  const { t } = useT();
  // Rounded to cents so 29.9 - 26.91 does not show a float artefact.
  const discount = Math.round((cart.amount - cart.totalAmount) * 100) / 100;
  return (
    <dl className="rl-cart-totals" part="cart-totals">
      {discount > 0 ? (
        <>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{format(cart.amount)}</dd>
          <dt>{t('cart.discount')}</dt>
          <dd className="rl-cart-totals__discount">−{format(discount)}</dd>
        </>
      ) : null}
      <dt className="rl-cart-totals__total">{t('cart.total')}</dt>
      <dd className="rl-cart-totals__total">{format(cart.totalAmount)}</dd>
    </dl>
  );
}
