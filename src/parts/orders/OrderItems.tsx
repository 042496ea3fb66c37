import { Suspense } from 'react';
import type { Order, OrderItem } from '../../api/schemas';
import { readPageConfig } from '../../config';
import { webUrl } from '../../links/safe-url';
import { formatMoney } from '../../money';
import { usePageLang } from '../../runtime/use-store';
import { useT } from '../../runtime/WidgetRoot';
import { ItemDownload } from './ItemDownload';
import { productTypeKey } from './labels';
import { CardButton, ShareItem } from './share-parts';
import { canShareAtAll, canShareFiles } from './share-support';

/** The products whose file is one photo: the ones a finisher card is made of (PRODUCT.md §routes-order-card). */
const ONE_PHOTO: ReadonlySet<string> = new Set(['Photo', 'Frame']);

export interface OrderItemsProps {
  order: Order;
  items: readonly OrderItem[];
}

/**
 * The room of an item's button whose code is still on its way (the share, the finisher card): the
 * rows below stay where they are when it arrives (ARCHITECTURE.md §budgets).
 */
const ACTION_ROOM = <div className="rl-order-item__download rl-order-item__room" aria-hidden="true" />;

/**
 * The items of an order with their prices, and a download and a share (PRODUCT.md §routes-order-share)
 * for each once it is paid, and for a photo "Make a finisher card" unless the page turned it off
 * (PRODUCT.md §routes-order-card).
 */
export function OrderItems({ order, items }: OrderItemsProps) {
  const { t } = useT();
  const lang = usePageLang();
  // A page setting (src/config.ts), read here rather than kept in the store: the store is in every
  // first load, this view is not (ARCHITECTURE.md §budgets).
  const cards = readPageConfig().finisherCard !== false;
  return (
    <section className="rl-order-items" part="order-items" aria-label={t('order.items')}>
      <ul className="rl-order-items__list">
        {items.map((item, i) => {
          const thumbnail = webUrl(item.thumbnailUrl);
          return (
            <li key={String(item.orderItemId)} className="rl-order-item" part="order-item">
              {thumbnail ? (
                // Decorative: the title next to it says what it is.
                <img className="rl-order-item__thumb" src={thumbnail} alt="" width={96} height={64} loading="lazy" />
              ) : (
                <span className="rl-order-item__thumb" aria-hidden="true" />
              )}
              <div className="rl-order-item__text">
                <p className="rl-order-item__title">{item.product.title}</p>
                <p className="rl-order-item__type">{t(productTypeKey(item.product.productType))}</p>
              </div>
              <p className="rl-order-item__price">{formatMoney(item.totalPrice, order.currencyId, { lang })}</p>
              {order.state === 'Completed' ? <ItemDownload item={item} index={i + 1} /> : null}
              {order.state === 'Completed' ? (
                <Suspense fallback={webUrl(item.downloadUrl) && canShareAtAll() && canShareFiles() ? ACTION_ROOM : null}>
                  <ShareItem order={order} item={item} index={i + 1} />
                </Suspense>
              ) : null}
              {order.state === 'Completed' && cards && item.downloadUrl && ONE_PHOTO.has(item.product.productType) ? (
                <Suspense fallback={ACTION_ROOM}>
                  <CardButton order={order} item={item} index={i + 1} />
                </Suspense>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="rl-order-items__total">
        <span>{t('order.total')}</span> <strong>{formatMoney(order.totalAmount, order.currencyId, { lang })}</strong>
      </p>
    </section>
  );
}
