/**
 * The cart as the drawer, the /cart page and the checkout summary show it: loading, the
 * cleared or failed cart (PRODUCT.md §states-cart: said, not hidden), empty, or the lines by event
 * with promo codes and totals. Every change goes through the store; this view only keeps which
 * lines are ticked and whether "clear" awaits confirmation.
 */
import { useEffect, useState } from 'react';
import type { Id } from '../../api/schemas';
import { ORDER, shopHref, shopPath } from '../../links/shop-paths';
import { useStore } from '../../runtime/use-store';
import { useValue } from '../../runtime/use-value';
import { useT } from '../../runtime/WidgetRoot';
import { remember } from '../../store/base/remember';
import type { Handover } from '../../store/cart-handover';
import { HANDED_CART_KEY } from '../../store/cart-rules';
import type { Store } from '../../store/create-store';
import { readItem } from '../../store/storage';
import { Button, Notice, Progress } from '../../ui';
import { NetworkNotices } from '../network';
import { CartLines } from './CartLines';
import { PromoCodeForm } from './PromoCodeForm';
import { Totals } from './Totals';
import { type ChangeFailed, useChange } from './use-change';
import { useMoney } from './use-money';

export interface CartViewProps {
  /** Shows the checkout action (drawer, /cart page). */
  onCheckout?: () => void;
  /** A read-only summary (the checkout page): no removal, no promo field. */
  summary?: boolean;
  /** A change the server refused (host pages get it as `racelens:error`). */
  onError?: ChangeFailed;
}

/** The page's hand-over, once started: one copy per page store, whichever cart view starts it. */
const handovers = remember((page: Store) => import('../../store/cart-handover').then((m) => m.takeHanded(page)));
const handoverOf = (page: Store): Promise<Handover | null> | undefined =>
  handovers.peek(page) ?? (readItem(page.storage.session, HANDED_CART_KEY) !== null ? handovers(page) : undefined);

export function CartView({ onCheckout, summary = false, onError }: CartViewProps) {
  const { t } = useT();
  const page = useStore();
  const { cart: store, settings } = page;
  const cart = useValue(store.cart);
  const groups = useValue(store.groups);
  const loading = useValue(store.loading);
  const failure = useValue(store.failure);
  const checkedOut = useValue(store.checkedOut);
  const orderId = useValue(store.orderId);
  const [handed, setHanded] = useState<Handover | null>(null);
  // A cart named in a link (the shop's `#cart=`) comes over the first time a cart view shows; the
  // code that copies it loads only then. A cart view shown again (the checkout's re-mounted while
  // the copy runs) waits for the same copy and says the same.
  useEffect(() => {
    let alive = true;
    void handoverOf(page)?.then((outcome) => alive && setHanded(outcome));
    return () => {
      alive = false;
    };
  }, []);
  const format = useMoney(cart?.currencyId ?? settings.settings.value.currencyId);
  const [selected, setSelected] = useState<ReadonlySet<Id>>(new Set());
  const [confirmClear, setConfirmClear] = useState(false);
  // A change the 10 s notice repeats is the store's own, after this view's call gave up.
  const writing = useValue(store.writing);
  /** One change at a time (the buttons wait for it), said when the server refuses it. */
  const changes = useChange(onError);
  const busy = changes.pending || writing;

  // PRODUCT.md §entities-cart-handover: the visitor learns the lines came from a link.
  const fromLink = handed ? (
    <Notice tone="info">
      <p>{t('cart.fromLink')}</p>
      {handed.missed ? <p>{t('cart.fromLinkMissed')}</p> : null}
    </Notice>
  ) : null;

  if (!cart && loading) return <Progress label={t('cart.loading')} />;

  // The cart became an order (paid here, on the shop or in another tab): its lines are the
  // order's now, so the way to that order (payment, downloads) is shown instead of them.
  if (orderId != null && !summary) {
    return (
      <div className="rl-stack" part="cart-ordered">
        <Notice tone="info">{t('cart.checkedOut')}</Notice>
        <a className="rl-button rl-button--primary" href={shopHref(shopPath(ORDER, { id: orderId }))}>
          {t('cart.openOrder')}
        </a>
      </div>
    );
  }

  if (!cart || cart.items.length === 0) {
    return (
      <div className="rl-stack" part="cart-empty">
        {fromLink}
        {failure === 'cleared' ? <Notice tone="info">{t('cart.cleared')}</Notice> : null}
        {failure === 'failed' ? (
          <Notice tone="error">
            <p>{t('cart.loadError')}</p>
            <Button variant="secondary" onClick={() => void store.load()}>
              {t('cart.retry')}
            </Button>
          </Notice>
        ) : null}
        {failure !== 'failed' ? <p className="rl-cart-empty">{t('cart.empty')}</p> : null}
      </div>
    );
  }

  const readOnly = summary || checkedOut;
  const ticked = cart.items.filter((i) => selected.has(i.shoppingCartItemId)).map((i) => i.shoppingCartItemId);

  return (
    <div className="rl-cart rl-stack" part="cart" aria-busy={busy || undefined}>
      {fromLink}
      {changes.error && changes.error.code !== 'Aborted' ? <Notice tone="error">{t('cart.actionError')}</Notice> : null}
      <NetworkNotices busy={writing} waitingFor="wait.cart" onRetry={() => void store.retryWrite()} onCancel={store.cancelWrites} />
      <CartLines
        groups={groups}
        format={format}
        readOnly={readOnly}
        busy={busy}
        selected={selected}
        onToggle={(id, on) =>
          setSelected((s) => {
            const next = new Set(s);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          })
        }
        onRemove={(id) => void changes.run(['remove', () => store.removeItem(id)])}
      />
      {readOnly ? null : (
        <div className="rl-row rl-cart__bulk">
          {ticked.length ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={async () => {
                if ((await changes.run(['remove', () => store.removeItems(ticked)])).ok) setSelected(new Set());
              }}
            >
              {t('cart.removeSelected', { count: ticked.length })}
            </Button>
          ) : null}
          {confirmClear ? (
            <div className="rl-row" role="group" aria-label={t('cart.clearConfirm')}>
              <span>{t('cart.clearConfirm')}</span>
              <Button variant="secondary" disabled={busy} onClick={() => void changes.run(['clear', () => store.clear()]).then(() => setConfirmClear(false))}>
                {t('cart.clearYes')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirmClear(false)}>
                {t('cart.cancel')}
              </Button>
            </div>
          ) : (
            <Button variant="ghost" disabled={busy} onClick={() => setConfirmClear(true)}>
              {t('cart.clear')}
            </Button>
          )}
        </div>
      )}
      {readOnly ? null : (
        <PromoCodeForm
          codes={cart.promotionalCodes}
          format={format}
          busy={busy}
          onRemove={(code) => void changes.run(['removePromoCode', () => store.removePromoCode(code.promotionalCodeId)])}
        />
      )}
      <Totals cart={cart} format={format} />
      {onCheckout ? (
        <Button className="rl-cart__checkout" onClick={onCheckout}>
          {t('cart.checkout')}
        </Button>
      ) : null}
    </div>
  );
}
