import { type ApiContext, bindService, type CallOptions, schemasOf, seg } from '../http';
import type { CreatePaymentRequest, Id } from '../schemas';

const schema = schemasOf(() => import('../schemas/invoices'));

export function invoicesApi(ctx: ApiContext) {
  const call = bindService(ctx, 'invoice-service', { auth: true });
  const payments = (invoiceId: Id) => `/invoices/${seg(invoiceId)}/payments`;
  return {
    paymentTypes: (q: { amount: number; currencyId: number }, opts?: CallOptions) =>
      call({ path: '/paymentTypes', query: q, schema: schema('PaymentTypeList') }, opts),

    /** 201; the same Idempotency-Key answers the same payment, so a repeated click is harmless. */
    createPayment: (invoiceId: Id, body: CreatePaymentRequest, idempotencyKey: string, opts?: CallOptions) =>
      call({ method: 'POST', path: payments(invoiceId), body, idempotencyKey, schema: schema('Payment'), expect: 201 }, opts),

    payments: (invoiceId: Id, opts?: CallOptions) => call({ path: payments(invoiceId), schema: schema('PaymentList') }, opts),
  };
}
