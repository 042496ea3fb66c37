import { useEffect, useState } from 'react';
import { formatDay } from '../../src/i18n/dates';
import { formatMoney } from '../../src/money';
import { NetworkNotices } from '../../src/parts/network';
import { LoadError } from '../../src/parts/orders/LoadError';
import { orderStateKey } from '../../src/parts/orders/labels';
import { useFeature, usePageLang } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { orderHistoryOf } from '../../src/store/orders/history';
import { Button } from '../../src/ui/Button';
import { Heading } from '../../src/ui/Heading';
import { Notice } from '../../src/ui/Notice';
import { useSince } from '../../src/ui/use-since';
import { accountLink } from './account-links';

/** PRODUCT.md §routes-my-orders: the history, newest createdOn first, with 'show more'. */
export function OrderHistory({ onSelect }: { onSelect: (orderId: string | null) => void }) {
  const { t } = useT();
  const history = useFeature(orderHistoryOf);
  const state = useValue(history.state);
  const list = state.data?.orders ?? [];
  const hasMore = useValue(history.hasMore);
  // The query's status says what is awaited: with no order held the first page, else the next
  // (or the list read anew, which the same button and notice wait for).
  const waiting = state.status === 'loading' || state.status === 'idle';
  const first = waiting && list.length === 0;
  const more = waiting && !first;
  const [round, setRound] = useState(0);
  const lang = usePageLang();
  const since = useSince(waiting);

  useEffect(() => {
    void history.load();
  }, [history, round]);

  if (state.status === 'error') return <LoadError message="account.loadError" onRetry={() => setRound((n) => n + 1)} />;
  // A Try again of the notice below sends the first page anew while the tap's own wait ended.
  if (first)
    return (
      <div className="rl-stack">
        <p role="status">{t('common.loading')}</p>
        <NetworkNotices busy since={since} waitingFor="wait.orders" onRetry={history.retry} />
      </div>
    );
  if (list.length === 0) return <Notice>{t('account.noOrders')}</Notice>;

  return (
    <div className="rl-stack">
      <Heading depth={1}>{t('account.orders')}</Heading>
      <ul className="rl-account-orders" part="order-list">
        {list.map((order) => {
          const id = order.orderId;
          const date = formatDay(order.createdOn, lang);
          return (
            <li key={id} className="rl-account-order" part="order-list-item">
              <a className="rl-account-order__link" {...accountLink(id, onSelect)}>
                {t('account.orderLink', { number: order.number, date })}
              </a>
              <span className="rl-account-order__state">{t(orderStateKey(order.state))}</span>
              <span className="rl-account-order__total">{formatMoney(order.totalAmount, order.currencyId, { lang })}</span>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <div className="rl-row">
          <Button variant="secondary" busy={more} onClick={() => void history.more()}>
            {t('account.showMore')}
          </Button>
        </div>
      ) : null}
      <NetworkNotices busy={more} since={since} waitingFor="wait.orders" onRetry={() => void history.more()} />
    </div>
  );
}
