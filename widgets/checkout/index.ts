import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import { CheckoutView } from './Checkout';
import cartCss from '../../src/parts/cart/cart.css?inline';
import css from './Checkout.css?inline';

export type { CheckoutProps } from './types';

export const Checkout = widget(descriptor, CheckoutView, { styles: [cartCss, css] });
