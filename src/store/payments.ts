/**
 * Payments, shared by the checkout and the order page: the payment methods on offer for an
 * amount and currency (PRODUCT.md §calls-invoices), and creating a payment.
 */
import type { ApiWith } from '../api/client';
import type { ApiError } from '../api/http';
import type { CreatePaymentRequest, Id, Payment, PaymentType } from '../api/schemas';
import { invoicesApi } from '../api/services/invoices';
import { isSafePayUrl } from '../links/safe-url';
import type { MessageKey } from '../validation/message-key';
import { feature, servicesOf } from './base/feature';
import { mapData, query } from './base/query';
import { paymentAttempt } from './payment-rules';

/** What the methods on offer depend on. */
export interface PaymentTypesKey {
  amount: number;
  currencyId: number;
}

/**
 * The methods for an amount and currency: asked once per pair. The bank options come with
 * `available: false` (labels only, PRODUCT.md §entities-payment).
 */
export const createPaymentTypesQuery = (api: ApiWith<'invoices'>) =>
  query<PaymentTypesKey, PaymentType[]>({
    keyOf: ({ amount, currencyId }) => `${amount}|${currencyId}`,
    fetch: (key) => api.invoices.paymentTypes(key).then((result) => mapData(result, (list) => list.items)),
  });
export type PaymentTypesQuery = ReturnType<typeof createPaymentTypesQuery>;

/** The one owner of payment methods, read by the checkout and the order page's change of method. */
export const paymentTypesOf = feature((store) => createPaymentTypesQuery(servicesOf(store, { invoices: invoicesApi })));

export type PayOutcome = { ok: true; payment: Payment; payUrl: string } | { ok: false; error: ApiError; key: MessageKey };

export const payErrorKey = (error: ApiError): MessageKey =>
  error.code === 'InvoicePaid' ? 'payment.alreadyPaid' : error.code === 'UnsafePayUrl' ? 'payment.error' : 'payment.failed';

export function createPayer(api: ApiWith<'invoices'>, session: Storage, trustedOrigins: () => readonly string[]) {
  /** `retry`: a new attempt (after a decline) rather than the stored one. */
  return async function pay(invoiceId: Id, request: CreatePaymentRequest, retry = false, signal?: AbortSignal): Promise<PayOutcome> {
    const { key } = paymentAttempt(session, invoiceId, request.paymentTypeId, { retry });
    const result = await api.invoices.createPayment(invoiceId, request, key, { signal });
    if (!result.ok) return { ok: false, error: result.error, key: payErrorKey(result.error) };
    if (!isSafePayUrl(result.data.payUrl, trustedOrigins())) {
      const error: ApiError = { status: result.status, code: 'UnsafePayUrl', message: `Refused pay URL ${result.data.payUrl}` };
      return { ok: false, error, key: payErrorKey(error) };
    }
    return { ok: true, payment: result.data, payUrl: result.data.payUrl };
  };
}
export type Pay = ReturnType<typeof createPayer>;

/** Payment creation, shared by checkout and the order page's retry. */
export const payOf = feature((store) => createPayer(servicesOf(store, { invoices: invoicesApi }), store.storage.session, () => store.trustedOrigins));
