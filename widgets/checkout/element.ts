// The chunk entry of the checkout: the cart summary and the checkout form (the shop's /order). Its attributes and events are its descriptor's (./descriptor.ts).
import { defineWidget } from '../../src/runtime/define-widget';
import { Checkout } from './';

defineWidget(Checkout);
