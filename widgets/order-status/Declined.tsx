import { useState } from 'react';
import type { Order, Payment } from '../../src/api/schemas';
import { OrderItems } from '../../src/parts/orders/OrderItems';
import { SupportLink } from '../../src/parts/orders/SupportLink';
import { useT } from '../../src/runtime/WidgetRoot';
import { Button } from '../../src/ui/Button';
import { Notice } from '../../src/ui/Notice';
import { PaymentMethods } from './PaymentMethods';
import { useRetry } from './use-retry';

export interface DeclinedProps {
  order: Order;
  latest: Payment | null;
  /** The order turned out to be paid meanwhile: follow its status again. */
  onRecheck: () => void;
  /**
   * No payment came (the tab was closed on the pay page): the same ways to pay, worded as not
   * paid yet rather than refused, and a check in case it was paid after all.
   */
  unpaid?: boolean;
}

/**
 * PRODUCT.md §routes-order-paid, PRODUCT.md §errors-payment: retry, change of payment method,
 * contacting support.
 */
export function Declined({ order, latest, onRecheck, unpaid = false }: DeclinedProps) {
  const { t } = useT();
  const { busy, error, retry } = useRetry(order, onRecheck);
  const [changing, setChanging] = useState(false);
  const sameMethod = latest?.paymentTypeId ?? null;

  return (
    <div className="rl-stack" part="declined">
      {unpaid ? (
        <Notice tone="info" title={t('order.unpaidTitle')}>
          <p>{t('order.unpaidText')}</p>
        </Notice>
      ) : (
        <Notice tone="error" title={t('order.declinedTitle')}>
          <p>{t('order.declinedText')}</p>
          <p>{t('order.declinedHint')}</p>
        </Notice>
      )}
      {error ? <Notice tone="error">{t(error)}</Notice> : null}
      {busy ? <p role="status">{t('order.redirecting')}</p> : null}
      {changing ? (
        <PaymentMethods order={order} current={sameMethod} busy={busy} onPay={(id, company) => void retry(id, company)} onCancel={() => setChanging(false)} />
      ) : (
        <div className="rl-row">
          {sameMethod !== null ? (
            <Button busy={busy} onClick={() => void retry(sameMethod)}>
              {t('order.retry')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {t('order.changeMethod')}
          </Button>
          {unpaid ? (
            <Button variant="ghost" onClick={onRecheck}>
              {t('order.checkAgain')}
            </Button>
          ) : null}
          <SupportLink />
        </div>
      )}
      <OrderItems order={order} items={order.items} />
    </div>
  );
}
