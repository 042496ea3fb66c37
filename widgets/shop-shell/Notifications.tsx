/**
 * Notifications (PRODUCT.md §shell-notifications, PRODUCT.md §entities-notification): at most 2 at
 * once (1 on mobile), hidden briefly on route change. Confirm is a link (`confirmType: 'link'`) or
 * an action the page hears about; either way the card closes. `hideActions` leaves only the close
 * button.
 */

import { configuredAddress, isSafeImageUrl, isWebAddress } from '../../src/links/safe-url';
import { useFeature } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { type AppNotification, DEFAULT_CONFIRM_KEY, DEFAULT_DECLINE_KEY, notificationsOf, visibleNotifications } from '../../src/store/notifications';

/** Where a notification's confirm leads: a path of the shop or an http(s) address, else nowhere (an action). */
export const confirmLink = (n: Pick<AppNotification, 'confirmType' | 'confirmUrl'>): string | null =>
  n.confirmType === 'link' ? configuredAddress(n.confirmUrl) : null;

function ConfirmContent({ n, text }: { n: AppNotification; text: string }) {
  const icon =
    typeof n.confirmIcon === 'string' && isSafeImageUrl(n.confirmIcon) ? (
      <img className="rl-notification__icon" src={n.confirmIcon} alt="" width={16} height={16} />
    ) : null;
  return n.confirmIconRight ? (
    <>
      {text} {icon}
    </>
  ) : (
    <>
      {icon} {text}
    </>
  );
}

export function Notifications({ mobile, onConfirm }: { mobile: boolean; onConfirm: (n: AppNotification) => void }) {
  const { t } = useT();
  const notifications = useFeature(notificationsOf);
  const list = useValue(notifications.list);
  const hidden = useValue(notifications.hidden);
  if (hidden || list.length === 0) return null;
  return (
    <div className="rl-notifications" part="notifications">
      {visibleNotifications(list, mobile).map((n) => {
        const link = confirmLink(n);
        const text = n.confirmText || t(DEFAULT_CONFIRM_KEY);
        const confirm = () => {
          notifications.close(n.id);
          onConfirm(n);
        };
        return (
          <section key={n.id} className="rl-notification" aria-label={t('notification.label')}>
            <button
              type="button"
              className="rl-icon-button rl-notification__close"
              aria-label={t('notification.close')}
              onClick={() => notifications.close(n.id)}
            >
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
                {link ? (
                  <a
                    className="rl-button rl-button--primary"
                    href={link}
                    onClick={confirm}
                    {...(isWebAddress(link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <ConfirmContent n={n} text={text} />
                  </a>
                ) : (
                  <button type="button" className="rl-button rl-button--primary" onClick={confirm}>
                    <ConfirmContent n={n} text={text} />
                  </button>
                )}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
