import { useEffect } from 'react';
import type { Order } from '../../src/api/schemas';
import { OrderDownloads } from '../../src/parts/orders/OrderDownloads';
import { OrderItems } from '../../src/parts/orders/OrderItems';
import { SupportLink } from '../../src/parts/orders/SupportLink';
import { useFeature } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { orderOf } from '../../src/store/orders/order';
import { Notice } from '../../src/ui/Notice';

/**
 * PRODUCT.md §routes-order-paid: thanks, every download, and the one-hour e-mail notice
 * (PRODUCT.md §constants-timing).
 */
export function Paid({ order }: { order: Order }) {
  const { t } = useT();
  const orders = useFeature(orderOf);
  const orderId = order.orderId;
  // The order carries its items; /items is asked again for the download links of a fresh payment.
  const items = useValue(orders.items(orderId)).data ?? order.items;

  useEffect(() => {
    void orders.loadItems(orderId);
  }, [orders, orderId]);

  return (
    <div className="rl-stack" part="paid">
      <Notice tone="success" title={t('order.paidTitle')}>
        <p>{t('order.paidText', { email: order.customer.email })}</p>
      </Notice>
      <OrderItems order={order} items={items} />
      <OrderDownloads order={order} items={items} />
      <Notice tone="info">
        <p>{t('order.noEmailHint')}</p>
        <SupportLink />
      </Notice>
    </div>
  );
}
