import { widget } from '../widget';
import { CheckoutView } from './Checkout';
import cartCss from '../cart/cart.css?inline';
import css from './Checkout.css?inline';
import { checkoutRoom } from '../rooms';

export type { CheckoutProps } from './types';

export const Checkout = widget('racelens-checkout', CheckoutView, {
  room: checkoutRoom,
  areas: ['cart'],
  styles: [cartCss, css],
});
