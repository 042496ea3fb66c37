import { widget } from '../../src/runtime/widget';
import { CheckoutView } from './Checkout';
import cartCss from '../../src/parts/cart/cart.css?inline';
import css from './Checkout.css?inline';
import { checkoutRoom } from '../../src/runtime/rooms';

export type { CheckoutProps } from './types';

export const Checkout = widget('racelens-checkout', CheckoutView, {
  room: checkoutRoom,
  areas: ['cart'],
  styles: [cartCss, css],
});
