import { useEffect, useState } from 'react';
import { LoadError } from '../../src/parts/orders/LoadError';
import { OrderDownloads } from '../../src/parts/orders/OrderDownloads';
import { OrderItems } from '../../src/parts/orders/OrderItems';
import { OrderSummary } from '../../src/parts/orders/OrderSummary';
import { useOrders } from '../../src/parts/orders/use-orders';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { Heading } from '../../src/ui/Heading';
import { accountLink } from './account-links';

/** PRODUCT.md §routes-my-order: one order with its items, and its downloads once paid. */
export function AccountOrder({ orderId, onSelect }: { orderId: string; onSelect: (orderId: string | null) => void }) {
  const { t } = useT();
  const orders = useOrders();
  const stored = useValue(orders.order);
  const failed = useValue(orders.orderError);
  const itemsFor = useValue(orders.itemsOrderId);
  const loadedItems = useValue(orders.items);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    // Viewing an old order is not a purchase: no analytics push from here.
    void Promise.all([orders.loadOrder(orderId, { report: false }), orders.loadItems(orderId)]).then(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [orders, orderId, round]);

  const order = stored && String(stored.orderId) === orderId ? stored : null;
  const items = itemsFor === orderId ? loadedItems : (order?.items ?? []);
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
  if (!order) return <p role="status">{t('common.loading')}</p>;

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
