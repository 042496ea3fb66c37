import ordersCss from '../../src/parts/orders/orders.css?inline';
import paymentCss from '../../src/parts/payment/payment.css?inline';
import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import css from './OrderStatus.css?inline';
import { OrderStatusView } from './OrderStatusView';

/**
 * The order status (`order-id="…"`): the payment result and downloads
 * (PRODUCT.md §routes-order-paid).
 */
export const OrderStatus = widget(descriptor, OrderStatusView, [ordersCss, paymentCss, css]);
