import { Suspense, useEffect, useRef } from 'react';
import { LoadError } from '../../src/parts/orders/LoadError';
import { OrderSummary } from '../../src/parts/orders/OrderSummary';
import { useFeature } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { orderOf } from '../../src/store/orders/order';
import { orderPaymentOf } from '../../src/store/orders/payment';
import { Heading } from '../../src/ui/Heading';
import { useSlow } from '../../src/ui/use-slow';
import { Checking } from './Checking';
import { Canceled, Declined, Paid, prefetchOutcomes } from './lazy-views';
import type { OrderEvents } from './types';
import { usePaymentWatch } from './use-payment-watch';

export type { OrderEvents } from './types';

export interface OrderPaymentProps extends OrderEvents {
  orderId: string;
  timeoutMs: number;
}

/**
 * PRODUCT.md §routes-order-paid: checking, then paid, declined (or canceled); a failed load says
 * so.
 */
export function OrderPayment({ orderId, timeoutMs, onPaid, onDeclined, onError }: OrderPaymentProps) {
  const { t } = useT();
  const payment = useFeature(orderPaymentOf).of(orderId);
  const { phase, again } = usePaymentWatch(orderId, timeoutMs);
  const order = useValue(useFeature(orderOf).order(orderId)).data;
  const status = useValue(payment.status);
  const latest = useValue(payment.latest);
  const failed = useValue(payment.failed) && phase === 'stopped';
  const view = failed ? 'error' : !order ? 'checking' : status;
  // No silent wait (src/ui/use-slow.ts): still no payment after 10 s — the tab was closed on the
  // pay page, say — the ways to pay are offered while the check goes on; where the platform has
  // no payment at all, at once. Once offered, the offer stays until the payment is decided:
  // "Check again" or a failed check never takes it away (a payment that arrives still turns the
  // page to paid).
  const none = useValue(payment.none);
  const slow = useSlow(view === 'checking' && !!order);
  const offered = useRef<string | null>(null);
  if (view === 'paid' || view === 'declined' || view === 'canceled') offered.current = null;
  else if (none || slow) offered.current = orderId;
  const unpaid = view === 'checking' && !!order && offered.current === orderId;

  useEffect(prefetchOutcomes, []);

  // Each outcome is told to the host page once per visit of this order.
  const told = useRef<string | null>(null);
  useEffect(() => {
    const key = `${orderId}:${view}`;
    if (told.current === key) return;
    if (view === 'paid' && order) onPaid?.({ orderId, totalAmount: order.totalAmount, currencyId: order.currencyId });
    else if (view === 'declined') onDeclined?.({ orderId });
    else if (view === 'error') onError?.({ orderId });
    else return;
    told.current = key;
  }, [view, orderId, order]);

  return (
    <div className="rl-stack rl-order-status" part="order-status" aria-live="polite">
      {order ? <Heading>{t('order.title', { number: order.number })}</Heading> : null}
      {order && view !== 'error' ? <OrderSummary order={order} /> : null}
      {view === 'error' ? <LoadError message="order.loadError" onRetry={again} /> : null}
      {view === 'checking' && !unpaid ? <Checking timedOut={phase === 'timedOut'} onCheckAgain={again} /> : null}
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        {view === 'paid' && order ? <Paid order={order} /> : null}
        {view === 'declined' && order ? <Declined order={order} latest={latest} onRecheck={again} /> : null}
        {unpaid && order ? <Declined order={order} latest={latest} onRecheck={again} unpaid /> : null}
        {view === 'canceled' && order ? <Canceled order={order} /> : null}
      </Suspense>
    </div>
  );
}
