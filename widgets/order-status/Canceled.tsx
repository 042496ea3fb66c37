import type { Order } from '../../src/api/schemas';
import { OrderItems } from '../../src/parts/orders/OrderItems';
import { useT } from '../../src/runtime/WidgetRoot';
import { Notice } from '../../src/ui/Notice';

/**
 * A Canceled order (PRODUCT.md §states-order) can no longer be paid: say so rather than offer a
 * retry that fails.
 */
export function Canceled({ order }: { order: Order }) {
  const { t } = useT();
  return (
    <div className="rl-stack" part="canceled">
      <Notice tone="error" title={t('order.canceledTitle')}>
        <p>{t('order.canceledText')}</p>
      </Notice>
      <OrderItems order={order} items={order.items} />
    </div>
  );
}
