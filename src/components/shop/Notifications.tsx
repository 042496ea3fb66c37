/** Notifications (SPEC §2): at most 2 at once (1 on mobile), hidden briefly on route change. */
import type { AppNotification } from '../../store/notifications';
import { DEFAULT_CONFIRM_KEY, DEFAULT_DECLINE_KEY, visibleNotifications } from '../../store/notifications';
import { useValue } from '../use-value';
import { useT } from '../WidgetRoot';
import { getPage } from '../page';

export function Notifications({ mobile, onConfirm }: { mobile: boolean; onConfirm: (n: AppNotification) => void }) {
  const { t } = useT();
  const { notifications } = getPage().store;
  const list = useValue(notifications.list);
  const hidden = useValue(notifications.hidden);
  if (hidden || list.length === 0) return null;
  return (
    <div className="rl-notifications" part="notifications">
      {visibleNotifications(list, mobile).map((n) => (
        <section key={n.id} className="rl-notification" aria-label={t('notification.label')}>
          <button type="button" className="rl-icon-button rl-notification__close" aria-label={t('notification.close')} onClick={() => notifications.close(n.id)}>
            <span aria-hidden="true">×</span>
          </button>
          {n.img ? <img src={n.img} alt="" width={64} height={64} /> : null}
          <h3>{n.title}</h3>
          <p>{n.text}</p>
          {n.discountText ? <p className="rl-notification__discount">{n.discountText}</p> : null}
          {n.hideActions ? null : (
            <div className="rl-row">
              <button type="button" className="rl-button rl-button--ghost" onClick={() => notifications.close(n.id)}>
                {n.declineText || t(DEFAULT_DECLINE_KEY)}
              </button>
              <button type="button" className="rl-button rl-button--primary" onClick={() => onConfirm(n)}>
                {n.confirmText || t(DEFAULT_CONFIRM_KEY)}
              </button>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
