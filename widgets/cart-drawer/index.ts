import cartCss from '../../src/parts/cart/cart.css?inline';
import { widget } from '../../src/runtime/widget';
import { CartDrawerView } from './CartDrawer';
import css from './CartDrawer.css?inline';
import { descriptor } from './descriptor.generated';

export const CartDrawer = widget(descriptor, CartDrawerView, [cartCss, css]);
