import { newId } from '../core/ids';
import { ApiError } from '../http/reply';
import type { OrderRecord, PaymentRecord, State } from '../store/state';
import type { Payment, PaymentType } from '../wire';
import type { OrderContext } from './orders';
import { completeOrder } from './orders';

/**
 * Payments of an invoice (PRODUCT.md §states-payment): Pending → Paid or Declined; a decline leaves
 * room for a retry.
 */

export const PAYMENT_TYPES: PaymentType[] = [
  { paymentTypeId: 1, name: 'Bank card', kind: 'PersonalCard', available: true },
  { paymentTypeId: 2, name: 'Business card (company pays, with VAT data)', kind: 'BusinessCard', available: true },
  // PRODUCT.md §validation-payment-methods: the bank options exist only as labels.
  { paymentTypeId: 3, name: 'Belarusian bank transfer', kind: 'BelarusianBank', available: false },
  { paymentTypeId: 4, name: 'Russian bank card (3-D Secure only)', kind: 'RussianBank', available: false },
];

export const paymentsOf = (state: State, invoiceId: string) =>
  Object.values(state.payments)
    .filter((p) => p.invoiceId === invoiceId)
    .sort((a, b) => a.createdOn.localeCompare(b.createdOn));

/** 409 when the order cannot take a payment any more. */
export function assertPayable(order: OrderRecord): void {
  if (order.state === 'Completed') throw new ApiError(409, 'InvoicePaid', `Order ${order.number} is already paid`);
  if (order.state === 'Canceled') throw new ApiError(409, 'OrderCanceled', `Order ${order.number} was canceled`);
}

export function createPayment(
  state: State,
  order: OrderRecord,
  input: { paymentTypeId: number; returnUrl: string; company?: PaymentRecord['company']; idempotencyKey?: string },
  now: number,
): PaymentRecord {
  // The client picks "the latest payment by createdOn": never let two payments share a timestamp.
  const last = paymentsOf(state, order.invoiceId).at(-1);
  const at = last ? Math.max(now, Date.parse(last.createdOn) + 1) : now;
  const payment: PaymentRecord = {
    paymentId: newId('pay'),
    invoiceId: order.invoiceId,
    paymentTypeId: input.paymentTypeId,
    state: 'Pending',
    returnUrl: input.returnUrl,
    ...(input.company ? { company: input.company } : {}),
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    createdOn: new Date(at).toISOString(),
  };
  state.payments[payment.paymentId] = payment;
  return payment;
}

/** The pay page's verdict. Paying completes the order (and sends its e-mail). */
export function settlePayment(state: State, payment: PaymentRecord, outcome: 'Paid' | 'Declined', ctx: OrderContext): void {
  if (payment.state !== 'Pending') return;
  payment.state = outcome;
  payment.settledOn = new Date(ctx.now).toISOString();
  const order = orderOfInvoice(state, payment.invoiceId);
  if (outcome === 'Paid' && order) completeOrder(state, order, ctx);
}

export function orderOfInvoice(state: State, invoiceId: string): OrderRecord | undefined {
  const invoice = state.invoices[invoiceId];
  return invoice ? state.orders[invoice.orderId] : undefined;
}

export const payPagePath = (payment: PaymentRecord) => `/sandbox/pay/${payment.paymentId}`;

export function wirePayment(payment: PaymentRecord, baseUrl: string): Payment {
  return {
    paymentId: payment.paymentId,
    invoiceId: payment.invoiceId,
    payUrl: baseUrl + payPagePath(payment),
    state: payment.state,
    createdOn: payment.createdOn,
    paymentTypeId: payment.paymentTypeId,
    ...(payment.settledOn ? { settledOn: payment.settledOn } : {}),
  };
}
