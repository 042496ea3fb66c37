/**
 * Entry of the <racelens-cart-drawer> chunk: the cart button with its badge that
 * opens the cart in a side drawer, or with `inline` the cart in the page (the shop's /cart).
 *
 *   attributes  checkout-url  the organizer's own checkout page (default: the shop's /order)
 *               inline        the cart in the page instead of a button and a drawer
 *               cart-url      a cart page the button goes to instead of opening the drawer
 *               heading-level the level of the inline cart's heading (default 2)
 *   events      racelens:cart-change  { count, totalAmount, currencyId } whenever the cart changes
 *               racelens:error        { action, status?, code } a change refused, or the cart lost
 */
import { defineWidget } from '../../src/runtime/define-widget';
import { CartDrawer } from './';

defineWidget(CartDrawer, {
  props: { checkoutUrl: 'string', inline: 'boolean', cartUrl: 'string', headingLevel: 'number' },
  events: ['onCartChange', 'onError'],
});
