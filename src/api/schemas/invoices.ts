/** The invoice-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { id, isoDate } from './shared';

export const PaymentType = z.looseObject({
  paymentTypeId: id,
  name: z.string(),
  kind: z.enum(['PersonalCard', 'BusinessCard', 'BelarusianBank', 'RussianBank']),
  /** Bank options exist only as labels (PRODUCT.md §validation-payment-methods). */
  available: z.boolean(),
});
export type PaymentType = z.infer<typeof PaymentType>;
export const PaymentTypeList = z.looseObject({ items: z.array(PaymentType) });

export const CreatePaymentRequest = z.object({
  paymentTypeId: id,
  /** Where the pay page sends the browser back (the shop's /order/{id}). */
  returnUrl: z.string(),
  company: z.optional(z.object({ name: z.string(), vatNumber: z.string(), address: z.optional(z.string()) })),
});
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequest>;

export const Payment = z.looseObject({
  paymentId: id,
  invoiceId: id,
  payUrl: z.string(),
  state: z.enum(['Pending', 'Paid', 'Declined']),
  createdOn: isoDate,
  paymentTypeId: id,
});
export type Payment = z.infer<typeof Payment>;
export const PaymentList = z.looseObject({ items: z.array(Payment) });
