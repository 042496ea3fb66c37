import cartCss from '../../src/parts/cart/cart.css?inline';
import paymentCss from '../../src/parts/payment/payment.css?inline';
import { widget } from '../../src/runtime/widget';
import { CheckoutView } from './Checkout';
import css from './Checkout.css?inline';
import { descriptor } from './descriptor.generated';

export const Checkout = widget(descriptor, CheckoutView, [cartCss, paymentCss, css]);
