import { useEffect, useState } from 'react';
import { NetworkNotices } from '../../src/parts/network';
import { LoadError } from '../../src/parts/orders/LoadError';
import { OrderDownloads } from '../../src/parts/orders/OrderDownloads';
import { OrderItems } from '../../src/parts/orders/OrderItems';
import { OrderSummary } from '../../src/parts/orders/OrderSummary';
import { useFeature } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { orderOf } from '../../src/store/orders/order';
import { Heading } from '../../src/ui/Heading';
import { useSince } from '../../src/ui/use-since';
import { accountLink } from './account-links';

/** PRODUCT.md §routes-my-order: one order with its items, and its downloads once paid. */
export function AccountOrder({ orderId, onSelect }: { orderId: string; onSelect: (orderId: string | null) => void }) {
  const { t } = useT();
  const orders = useFeature(orderOf);
  const loaded = useValue(orders.order(orderId));
  const loadedItems = useValue(orders.items(orderId));
  const [round, setRound] = useState(0);

  useEffect(() => {
    // Viewing an old order is not a purchase: no analytics push from here.
    void orders.load(orderId, { report: false });
    void orders.loadItems(orderId);
  }, [orders, orderId, round]);

  const failed = loaded.status === 'error';
  const loading = loaded.status === 'loading' || loadedItems.status === 'loading';
  const order = loaded.data;
  const since = useSince(!order && loading);
  const items = loadedItems.data ?? order?.items ?? [];
  const back = (
    <a className="rl-account-back" {...accountLink(null, onSelect)}>
      {t('account.backToOrders')}
    </a>
  );

  if (failed && !loading)
    return (
      <div className="rl-stack">
        {back}
        <LoadError message="order.loadError" onRetry={() => setRound((n) => n + 1)} />
      </div>
    );
  if (!order)
    return (
      <div className="rl-stack">
        <p role="status">{t('common.loading')}</p>
        <NetworkNotices busy={loading} since={since} waitingFor="wait.order" onRetry={() => orders.retry(orderId, { report: false })} />
      </div>
    );

  return (
    <div className="rl-stack" part="account-order">
      {back}
      <Heading depth={1}>{t('order.title', { number: order.number })}</Heading>
      <OrderSummary order={order} />
      <OrderItems order={order} items={items} />
      {order.state === 'Completed' ? <OrderDownloads order={order} items={items} /> : null}
    </div>
  );
}
