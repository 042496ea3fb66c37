import { widget } from '../widget';
import { CartDrawerView } from './CartDrawer';
import cartCss from '../cart/cart.css?inline';
import css from './CartDrawer.css?inline';

export type { CartDrawerProps, CartChangeDetail, CartErrorDetail } from './types';

export const CartDrawer = widget('racelens-cart-drawer', CartDrawerView, {
  areas: ['cart'],
  styles: [cartCss, css],
});
