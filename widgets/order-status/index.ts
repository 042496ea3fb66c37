import { widget } from '../../src/runtime/widget';
import ordersCss from '../../src/parts/orders/orders.css?inline';
import css from './OrderStatus.css?inline';
import { OrderStatusView } from './OrderStatusView';
import { orderStatusRoom } from '../../src/runtime/rooms';

export type { OrderStatusProps } from './types';

/**
 * `<racelens-order-status order-id="…">`: the payment result and downloads
 * (PRODUCT.md §routes-order-paid).
 */
export const OrderStatus = widget('racelens-order-status', OrderStatusView, {
  room: orderStatusRoom,
  areas: ['orders'],
  styles: [ordersCss, css],
});
