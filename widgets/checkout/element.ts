/**
 * Entry of the <racelens-checkout> chunk: the cart summary and the checkout form (the
 * shop's /order).
 *
 *   events  racelens:checkout  { orderId } the order is placed, just before the pay page opens
 *           racelens:error     { step, status, code } a step of the checkout failed
 */
import { defineWidget } from '../../src/runtime/define-widget';
import { Checkout } from './';

defineWidget(Checkout, { props: { headingLevel: 'number' }, events: ['onCheckout', 'onError'] });
