/** The checkout: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { describeWidget, headingLevelAttribute } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-checkout',
  component: 'Checkout',
  title: 'Checkout',
  summary: 'The cart summary and the checkout form, then the payment page.',
  description:
    'The cart summary and the checkout form: delivery e-mail, payment method (personal or business card with company and VAT data), terms. On submit it places the order and sends the browser to the pay page, which returns to `{shopUrl}/order/{id}` (to this page when no `shopUrl` is set). A free order (a gift code) goes straight to the order page.',
  room: { minHeight: '480px' },
  areas: ['cart', 'validation'],
  attributes: { headingLevel: headingLevelAttribute },
  events: {
    onCheckout: { when: 'The order is placed, just before the pay page opens.', detail: '{ orderId: number | string }' },
    onError: {
      when: 'A step of the checkout failed: `step` is `cart`, `customer`, `checkout` or `payment`.',
      detail: "{ step: 'cart' | 'customer' | 'checkout' | 'payment', status: number, code: string }",
    },
  },
  parts: {
    cart: 'The cart with lines.',
    'cart-empty': 'The empty (or lost) cart.',
    'cart-lines': 'The lines, grouped by event.',
    'cart-line': 'One line.',
    'cart-totals': 'Total and discount.',
    promo: 'The promo code form and applied codes.',
    checkout: "The checkout's main section.",
    'checkout-summary': 'The cart summary column.',
    'checkout-form': 'The checkout form.',
    company: 'The company and VAT fields of a business card payment.',
    'payment-methods': 'The payment method choice.',
  },
  lazyParts: [],
});
