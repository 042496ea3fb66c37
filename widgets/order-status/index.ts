import { widget } from '../../src/runtime/widget';
import ordersCss from '../../src/parts/orders/orders.css?inline';
import css from './OrderStatus.css?inline';
import { OrderStatusView } from './OrderStatusView';
import { descriptor } from './descriptor.generated';

export type { OrderStatusProps } from './types';

/**
 * The order status (`order-id="…"`): the payment result and downloads
 * (PRODUCT.md §routes-order-paid).
 */
export const OrderStatus = widget(descriptor, OrderStatusView, [ordersCss, css]);
