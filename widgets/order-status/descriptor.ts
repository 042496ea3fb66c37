/** The order status page: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { orderParts } from '../../src/parts/orders/parts.ts';
import { describeWidget, headingLevelAttribute } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-order-status',
  component: 'OrderStatus',
  title: 'Order status',
  summary: 'The payment result and the downloads of an order.',
  description:
    'The payment result page: "checking" (do not close the page), then paid with downloads (each photo, all photos, a CSV spreadsheet, a ZIP archive), declined with retry, change of payment method and support, or canceled. With `preorder-id`, the paid pre-order page instead.',
  room: { minHeight: '240px' },
  areas: ['orders', 'validation'],
  attributes: {
    orderId: { type: 'string', description: 'The order to show (the pay page returns to `/order/{id}`).' },
    preorderId: { type: 'string', description: 'A pre-order instead; wins over `order-id`.' },
    checkTimeoutSeconds: {
      type: 'number',
      default: 90,
      description: "How long to wait for the payment provider's answer before saying it takes longer and offering to check again (default `90`).",
    },
    headingLevel: headingLevelAttribute,
  },
  events: {
    onPaid: {
      when: "The order is paid (once per order and visit). `totalAmount` in the currency's units.",
      detail: '{ orderId: string, totalAmount: number, currencyId: number }',
    },
    onDeclined: { when: 'The latest payment was declined.', detail: '{ orderId: string }' },
    onError: {
      when: 'The order (`orderId`) or pre-order (`preorderId`) could not be loaded.',
      detail: '{ orderId?: string, preorderId?: string }',
    },
  },
  parts: {
    'payment-methods': 'The payment method choice.',
    company: 'The company and VAT fields of a business card payment.',
    'order-status': "The payment result's main block.",
    checking: 'The "checking the payment" state.',
    paid: 'The paid state.',
    declined: 'The declined state.',
    canceled: 'The canceled state.',
    preorder: 'The pre-order page.',
    'support-link': 'The contact-support link.',
    ...orderParts,
  },
  lazyParts: ['Paid', 'Declined', 'Canceled', 'PreorderView'],
});
