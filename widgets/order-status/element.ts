// The chunk entry of the order status: payment result, downloads, pre-orders. Its attributes and events are its descriptor's (./descriptor.ts).
import { defineWidget } from '../../src/runtime/define-widget';
import { OrderStatus } from './';

defineWidget(OrderStatus);
