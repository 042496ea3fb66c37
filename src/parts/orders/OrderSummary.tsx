import type { Order } from '../../api/schemas';
import { formatDay } from '../../i18n/dates';
import { usePageLang } from '../../runtime/use-store';
import { useT } from '../../runtime/WidgetRoot';
import { orderStateKey } from './labels';

/** Number, date and state of an order, as a description list. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useT();
  return (
    <dl className="rl-order-summary" part="order-summary">
      <div>
        <dt>{t('order.number')}</dt>
        <dd>{order.number}</dd>
      </div>
      <div>
        <dt>{t('order.date')}</dt>
        <dd>{formatDay(order.createdOn, usePageLang())}</dd>
      </div>
      <div>
        <dt>{t('order.state')}</dt>
        <dd>{t(orderStateKey(order.state))}</dd>
      </div>
    </dl>
  );
}
