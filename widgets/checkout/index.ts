import { widget } from '../../src/runtime/widget';
import { CheckoutView } from './Checkout';
import cartCss from '../../src/parts/cart/cart.css?inline';
import css from './Checkout.css?inline';
import { descriptor } from './descriptor.generated';

export type { CheckoutProps } from './types';

export const Checkout = widget(descriptor, CheckoutView, [cartCss, css]);
