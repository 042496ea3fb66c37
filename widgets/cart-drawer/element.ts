// The chunk entry of the cart button with its badge that opens the cart in a side drawer, or the cart in the page. Its attributes and events are its descriptor's (./descriptor.ts).
import { defineWidget } from '../../src/runtime/define-widget';
import { CartDrawer } from './';

defineWidget(CartDrawer);
