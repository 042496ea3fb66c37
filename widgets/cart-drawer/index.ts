import { widget } from '../../src/runtime/widget';
import { CartDrawerView } from './CartDrawer';
import cartCss from '../../src/parts/cart/cart.css?inline';
import css from './CartDrawer.css?inline';
import { descriptor } from './descriptor.generated';

export type { CartDrawerProps, CartChangeDetail, CartErrorDetail } from './types';

export const CartDrawer = widget(descriptor, CartDrawerView, [cartCss, css]);
