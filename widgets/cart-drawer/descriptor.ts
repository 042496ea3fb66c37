/** The cart button and drawer: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { describeWidget, headingLevelAttribute } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-cart-drawer',
  component: 'CartDrawer',
  title: 'Cart',
  summary: 'The cart button with its item count and drawer, or the cart in the page.',
  description:
    'The cart button with its item count (accessible name "Cart, 3 items"). Pressed, it opens the cart in a side drawer: lines by event, removal, promo codes, totals and the checkout button. With `inline`, the cart itself in the page instead (the hosted shop\'s `/cart`).',
  // A button in a line (the shop's app bar, a host's header): it waits inline, at its size.
  room: { minHeight: '44px', minWidth: '44px', display: 'inline-block' },
  areas: ['cart'],
  attributes: {
    checkoutUrl: {
      type: 'string',
      description: 'Your own checkout page (an `http(s)` URL, relative ones resolved against the page). Default: `{shopUrl}/order`.',
    },
    inline: { type: 'boolean', description: 'The cart in the page instead of a button and a drawer.' },
    cartUrl: { type: 'string', description: 'A cart page the button links to instead of opening the drawer (the hosted shop uses `/cart`).' },
    headingLevel: headingLevelAttribute,
  },
  events: {
    onCartChange: {
      when: "The cart changed (an add anywhere on the page, a removal, a promo code, a reload that found a different cart). Sent by the cart drawer, so only on a page that has one; not for the state at mount, nor twice for the same values. `totalAmount` in the currency's units (e.g. `13.8` euros).",
      detail: '{ count: number, totalAmount: number, currencyId: number }',
    },
    onError: {
      when: 'A change was refused (`action` `remove`, `clear`, `removePromoCode`, with `status`), or the cart was lost (`action` `load`, `code` `CartCleared` or `CartLoadFailed`, no `status`).',
      detail: '{ action: string, status?: number, code: string }',
    },
  },
  parts: {
    'cart-button': 'The cart button (or link, with `cart-url`).',
    badge: 'The item count on the cart button.',
    'cart-page': 'The in-page cart (`inline`).',
    cart: 'The cart with lines.',
    'cart-empty': 'The empty (or lost) cart.',
    'cart-ordered': 'A cart that has become an order (paid here or elsewhere): the way to that order instead of its lines.',
    'cart-lines': 'The lines, grouped by event.',
    'cart-line': 'One line.',
    'cart-totals': 'Total and discount.',
    promo: 'The promo code form and applied codes.',
  },
  lazyParts: ['../../src/parts/cart/lazy'],
  types: {
    CartChangeDetail: '`detail` of `onCartChange`.',
    CartErrorDetail: "`detail` of `CartDrawer`'s `onError`.",
  },
});
