// Entry of the <racelens-order-status> chunk: payment result, downloads, pre-orders.
import { defineWidget } from '../../src/runtime/define-widget';
import { OrderStatus } from './';

defineWidget(OrderStatus, {
  props: { orderId: 'string', preorderId: 'string', checkTimeoutSeconds: 'number', headingLevel: 'number' },
  events: ['onPaid', 'onDeclined', 'onError'],
});
