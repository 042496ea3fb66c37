/**
 * "Make a finisher card" next to a paid photo (PRODUCT.md §routes-order-card): the button comes
 * with the order's share parts (src/parts/orders/share-parts.ts); the dialog, its drawing and the
 * QR encoder load only when it is first pressed (or pointed at), so no first load carries them
 * (ARCHITECTURE.md §finisher-card).
 */
import { Suspense, useState } from 'react';
import type { Order, OrderItem } from '../../api/schemas';
import { lazyPart } from '../../runtime/lazy-part';
import { useT } from '../../runtime/WidgetRoot';
import { Button } from '../../ui/Button';

const CardDialog = lazyPart(() => import('./CardDialog').then((m) => m.CardDialog));

export function CardButton({ order, item, index }: { order: Order; item: OrderItem; index: number }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so closing gives the focus back to the button and a second
  // opening finds the cards already made.
  const [asked, setAsked] = useState(false);
  return (
    <div className="rl-order-item__download">
      <Button
        variant="ghost"
        onPointerEnter={() => CardDialog.preload()}
        onFocus={() => CardDialog.preload()}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-label={t('share.cardItem', { index, title: item.product.title })}
      >
        {t('share.card')}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <CardDialog order={order} item={item} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
