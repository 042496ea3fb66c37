import { widget } from '../../src/runtime/widget';
import { CartDrawerView } from './CartDrawer';
import cartCss from '../../src/parts/cart/cart.css?inline';
import css from './CartDrawer.css?inline';
import { cartDrawerRoom } from '../../src/runtime/rooms';

export type { CartDrawerProps, CartChangeDetail, CartErrorDetail } from './types';

export const CartDrawer = widget('racelens-cart-drawer', CartDrawerView, {
  room: cartDrawerRoom,
  areas: ['cart'],
  styles: [cartCss, css],
});
