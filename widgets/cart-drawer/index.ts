import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import { CartDrawerView } from './CartDrawer';
import cartCss from '../../src/parts/cart/cart.css?inline';
import css from './CartDrawer.css?inline';

export type { CartDrawerProps, CartChangeDetail, CartErrorDetail } from './types';

export const CartDrawer = widget(descriptor, CartDrawerView, { styles: [cartCss, css] });
