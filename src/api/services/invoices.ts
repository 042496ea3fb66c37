import { type ApiContext, bindService, type CallOptions, seg } from '../http';
import type { CreatePaymentRequest, Id } from '../schemas';
import { Payment, PaymentList, PaymentTypeList } from '../schemas/invoices';

export function invoicesApi(ctx: ApiContext) {
  const call = bindService(ctx, 'invoice-service', { auth: true });
  const payments = (invoiceId: Id) => `/invoices/${seg(invoiceId)}/payments`;
  return {
    paymentTypes: (q: { amount: number; currencyId: number }, opts?: CallOptions) => call({ path: '/paymentTypes', query: q, schema: PaymentTypeList }, opts),

    /** 201; the same Idempotency-Key answers the same payment, so a repeated click is harmless. */
    createPayment: (invoiceId: Id, body: CreatePaymentRequest, idempotencyKey: string, opts?: CallOptions) =>
      call({ method: 'POST', path: payments(invoiceId), body, idempotencyKey, schema: Payment, expect: 201 }, opts),

    payments: (invoiceId: Id, opts?: CallOptions) => call({ path: payments(invoiceId), schema: PaymentList }, opts),
  };
}
