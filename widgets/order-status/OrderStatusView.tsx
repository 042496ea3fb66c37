import { Suspense } from 'react';
import { useRequired } from '../../src/runtime/use-required';
import { useT } from '../../src/runtime/WidgetRoot';
import { Notice } from '../../src/ui/Notice';
import { descriptor } from './descriptor.generated';
import { PreorderView } from './lazy-views';
import { OrderPayment } from './OrderPayment';
import type { OrderStatusProps } from './types';

export type { OrderStatusProps } from './types';

const DEFAULT_CHECK_TIMEOUT_S = 90;

export function OrderStatusView({ orderId, preorderId, checkTimeoutSeconds, onPaid, onDeclined, onError }: OrderStatusProps) {
  const { t } = useT();
  useRequired(!orderId && !preorderId, descriptor.tag, 'order-id', 'orderId');
  if (preorderId)
    return (
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <PreorderView preorderId={String(preorderId)} onError={onError} />
      </Suspense>
    );
  if (!orderId) return <Notice tone="error">{t('order.missingId')}</Notice>;
  const seconds = checkTimeoutSeconds && checkTimeoutSeconds > 0 ? checkTimeoutSeconds : DEFAULT_CHECK_TIMEOUT_S;
  return <OrderPayment key={String(orderId)} orderId={String(orderId)} timeoutMs={seconds * 1000} onPaid={onPaid} onDeclined={onDeclined} onError={onError} />;
}
