import { SupportLink } from '../../src/parts/orders/SupportLink';
import { useT } from '../../src/runtime/WidgetRoot';
import { Button } from '../../src/ui/Button';
import { Notice } from '../../src/ui/Notice';

/** PRODUCT.md §routes-order-paid: the checking state with the 'do not close the page' notice. */
export function Checking({ timedOut, onCheckAgain }: { timedOut: boolean; onCheckAgain: () => void }) {
  const { t } = useT();
  if (timedOut)
    return (
      <div className="rl-stack" part="checking">
        <Notice tone="info" title={t('order.checking')}>
          <p>{t('order.checkingLong')}</p>
        </Notice>
        <div className="rl-row">
          <Button onClick={onCheckAgain}>{t('order.checkAgain')}</Button>
          <SupportLink />
        </div>
      </div>
    );
  return (
    <div className="rl-order-checking" part="checking" aria-busy="true">
      <span className="rl-spinner rl-order-checking__spinner" aria-hidden="true" />
      <Notice tone="info" title={t('order.checking')}>
        <p className="rl-order-checking__warning">{t('order.doNotClose')}</p>
      </Notice>
    </div>
  );
}
