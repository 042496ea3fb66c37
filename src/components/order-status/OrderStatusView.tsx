import { Suspense } from 'react';
import { Notice } from '../ui/Notice';
import { useRequired } from '../use-required';
import { useT } from '../WidgetRoot';
import { OrderPayment, type OrderEvents } from './OrderPayment';
import { PreorderView } from './lazy-views';

export interface OrderStatusProps extends OrderEvents {
  /** The order of the payment result page (/order/{id}). */
  orderId?: string;
  /** A pre-order instead (/preorder/{id}). */
  preorderId?: string;
  /** How long to wait for the provider's answer before saying it takes longer (default 90). */
  checkTimeoutSeconds?: number;
}

const DEFAULT_CHECK_TIMEOUT_S = 90;

export function OrderStatusView({ orderId, preorderId, checkTimeoutSeconds, onPaid, onDeclined, onError }: OrderStatusProps) {
  const { t } = useT();
  useRequired(!orderId && !preorderId, 'racelens-order-status', 'order-id', 'orderId');
  if (preorderId)
    return (
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <PreorderView preorderId={String(preorderId)} onError={onError} />
      </Suspense>
    );
  if (!orderId) return <Notice tone="error">{t('order.missingId')}</Notice>;
  const seconds = checkTimeoutSeconds && checkTimeoutSeconds > 0 ? checkTimeoutSeconds : DEFAULT_CHECK_TIMEOUT_S;
  return (
    <OrderPayment
      key={String(orderId)}
      orderId={String(orderId)}
      timeoutMs={seconds * 1000}
      onPaid={onPaid}
      onDeclined={onDeclined}
      onError={onError}
    />
  );
}
