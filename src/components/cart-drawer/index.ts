import { widget } from '../widget';
import { CartDrawerView } from './CartDrawer';
import cartCss from '../cart/cart.css?inline';
import css from './CartDrawer.css?inline';

export type { CartDrawerProps } from './CartDrawer';
export type { CartChangeDetail, CartErrorDetail } from './use-cart-events';

export const CartDrawer = widget('racelens-cart-drawer', CartDrawerView, {
  areas: ['cart'],
  styles: [cartCss, css],
});
