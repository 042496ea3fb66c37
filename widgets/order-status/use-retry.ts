/**
 * A new payment after a decline (same or other method) and the trip to its pay page. The store
 * gives a fresh idempotency key per attempt and refuses pay pages it does not trust.
 */
import { useState } from 'react';
import type { CreatePaymentRequest, Id, Order } from '../../src/api/schemas';
import type { MessageKey } from '../../src/i18n/catalogs';
import { orderReturnUrl } from '../../src/parts/orders/links';
import { useFeature } from '../../src/runtime/use-store';
import { orderPaymentOf } from '../../src/store/orders/payment';

export function useRetry(order: Order, onAlreadyPaid: () => void) {
  const orders = useFeature(orderPaymentOf);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);

  const retry = async (paymentTypeId: Id, company?: CreatePaymentRequest['company']) => {
    setBusy(true);
    setError(null);
    const outcome = await orders.retryPayment(order.invoiceId, {
      paymentTypeId,
      returnUrl: orderReturnUrl(order.orderId),
      ...(company ? { company } : {}),
    });
    if (outcome.ok) {
      // Stay busy while the browser leaves for the pay page.
      location.assign(outcome.payUrl);
      return;
    }
    setBusy(false);
    if (outcome.error.code === 'InvoicePaid') {
      setError('order.alreadyPaid');
      onAlreadyPaid();
    } else setError('order.retryError');
  };

  return { busy, error, retry };
}
