// The chunk entry of the customer's account: order history and one order, after sign-in. Its attributes and events are its descriptor's (./descriptor.ts).
import { defineWidget } from '../../src/runtime/define-widget';
import { MyAccount } from './';

defineWidget(MyAccount);
