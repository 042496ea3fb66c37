import { useEffect, useMemo, useState } from 'react';
import { formatMoney } from '../../src/money';
import { NetworkNotices } from '../../src/parts/network';
import { LoadError } from '../../src/parts/orders/LoadError';
import { orderStateKey, productTypeKey } from '../../src/parts/orders/labels';
import { useFeature, usePageLang, useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { preorderOf } from '../../src/store/orders/preorder';
import { Heading } from '../../src/ui/Heading';
import { Notice } from '../../src/ui/Notice';
import { useSince } from '../../src/ui/use-since';

export interface PreorderViewProps {
  preorderId: string;
  onError?: (detail: { preorderId: string }) => void;
}

/**
 * PRODUCT.md §routes-preorder-paid: the pre-order from /preorders/{id}/details. Pre-order details
 * carry no currency, so prices use one the platform may add (`currencyId`), else the page's.
 */
export function PreorderView({ preorderId, onError }: PreorderViewProps) {
  const { t } = useT();
  const preorders = useFeature(preorderOf);
  const state = preorders.preorder(preorderId);
  const loaded = useValue(state);
  // The query's state when this view appeared: a failure held from an earlier visit is not this
  // view's, whose own request starts in the effect below (query.ts makes a new state object for
  // every change), so it is not shown for the frame before that request starts.
  const atMount = useMemo(() => state.peek(), [state]);
  const preorder = loaded.data;
  const failed = loaded.status === 'error' && loaded !== atMount;
  const [round, setRound] = useState(0);
  const { settings } = useStore();
  const lang = usePageLang();
  const since = useSince(!preorder && !failed);

  useEffect(() => {
    let alive = true;
    void preorders.load(preorderId).then((result) => {
      if (!alive) return;
      // A request given up for the notice's Try again is no failure: the new one answers.
      if (!result.ok && result.error.code !== 'Aborted') onError?.({ preorderId });
    });
    return () => {
      alive = false;
    };
  }, [preorders, preorderId, round]);

  if (failed)
    return (
      <LoadError
        message="order.preorderLoadError"
        onRetry={() => {
          // Asked at once, so the state is loading before the next render; the effect joins it.
          void preorders.load(preorderId);
          setRound((n) => n + 1);
        }}
      />
    );
  if (!preorder)
    return (
      <div className="rl-stack">
        <p role="status">{t('common.loading')}</p>
        <NetworkNotices busy={!failed} since={since} waitingFor="wait.order" onRetry={() => void preorders.retry(preorderId)} />
      </div>
    );

  const currencyId = typeof preorder.currencyId === 'number' ? preorder.currencyId : settings.settings.value.currencyId;
  const message =
    preorder.state === 'Completed'
      ? t('order.preorderPaid', { email: preorder.email })
      : t(preorder.state === 'Canceled' ? 'order.preorderCanceled' : 'order.preorderAwaiting');

  return (
    <div className="rl-stack" part="preorder">
      <Heading>{t('order.preorderTitle', { number: preorder.number })}</Heading>
      <p className="rl-order-state">
        {t('order.state')}: <strong>{t(orderStateKey(preorder.state))}</strong>
      </p>
      <Notice tone={preorder.state === 'Completed' ? 'success' : preorder.state === 'Canceled' ? 'error' : 'info'}>
        <p>{message}</p>
      </Notice>
      <ul className="rl-order-items__list" aria-label={t('order.items')}>
        {preorder.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: preorder items have no id, and the list is shown as received, never reordered
          <li key={i} className="rl-order-item rl-order-item--text">
            <div className="rl-order-item__text">
              <p className="rl-order-item__title">{item.title}</p>
              <p className="rl-order-item__type">{t(productTypeKey(item.productType))}</p>
            </div>
            <p className="rl-order-item__price">{formatMoney(item.price, currencyId, { lang })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
