/**
 * A new payment after a decline (same or other method) and the trip to its pay page. The store
 * gives a fresh idempotency key per attempt and refuses pay pages it does not trust.
 */
import { isOffline, waitFor } from '../../src/api/retry';
import type { CreatePaymentRequest, Id, Order } from '../../src/api/schemas';
import type { MessageKey } from '../../src/i18n/catalogs';
import { orderReturnUrl } from '../../src/parts/orders/links';
import { useFeature } from '../../src/runtime/use-store';
import { orderPaymentOf } from '../../src/store/orders/payment';
import { useMutation } from '../../src/ui/use-mutation';

interface RetryInput {
  paymentTypeId: Id;
  company?: CreatePaymentRequest['company'];
}

export function useRetry(order: Order, onAlreadyPaid: () => void) {
  const orders = useFeature(orderPaymentOf);
  // One new payment at a time: a second tap while it is made joins it.
  const payment = useMutation<RetryInput, string, MessageKey>(
    async ({ paymentTypeId, company }) => {
      const outcome = await orders.retryPayment(order.invoiceId, {
        paymentTypeId,
        returnUrl: orderReturnUrl(order.orderId),
        ...(company ? { company } : {}),
      });
      if (outcome.ok) {
        // Offline, the browser would show its own error page instead of the pay page.
        if (isOffline()) await waitFor(null);
        location.assign(outcome.payUrl);
        return { ok: true, data: outcome.payUrl };
      }
      if (outcome.error.code !== 'InvoicePaid') return { ok: false, error: 'order.retryError' };
      onAlreadyPaid();
      return { ok: false, error: 'order.alreadyPaid' };
    },
    { single: true },
  );

  return {
    // Still busy once the payment is made: the browser is leaving for the pay page.
    busy: payment.pending || payment.status === 'success',
    error: payment.error,
    retry: (paymentTypeId: Id, company?: CreatePaymentRequest['company']) => void payment.run({ paymentTypeId, company }),
  };
}
