/** The customer's account: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { orderParts } from '../../src/parts/orders/parts.ts';
import { describeWidget, headingLevelAttribute } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-my-account',
  component: 'MyAccount',
  title: 'My account',
  summary: "The signed-in customer's orders and their downloads.",
  description:
    "The signed-in customer's order history (with show-more) and one order with its downloads. A visitor who is not signed in sees a sign-in prompt; your page signs them in (on `racelens:sign-in`) and passes the token with `Racelens.configure({ authToken })`. In the hosted shop, its shell does this with single sign-on.",
  room: { minHeight: '240px' },
  areas: ['orders'],
  attributes: {
    orderId: { type: 'string', description: 'One order; the order history without it.' },
    headingLevel: headingLevelAttribute,
  },
  events: {
    onSignIn: {
      when: 'The visitor pressed "Sign in". `returnTo` is the page address to come back to.',
      detail: '{ returnTo: string }',
    },
  },
  parts: {
    ...orderParts,
    'my-account': "The account's main section.",
    'sign-in-required': 'The sign-in prompt.',
    'order-list': 'The order history.',
    'order-list-item': 'One order in the history.',
    'account-order': "One order's page.",
  },
  lazyParts: ['AccountOrder'],
});
