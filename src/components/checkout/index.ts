import { widget } from '../widget';
import { CheckoutView } from './Checkout';
import cartCss from '../cart/cart.css?inline';
import css from './Checkout.css?inline';

export type { CheckoutProps } from './types';

export const Checkout = widget('racelens-checkout', CheckoutView, {
  areas: ['cart'],
  styles: [cartCss, css],
});
