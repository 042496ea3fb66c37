/**
 * What a widget says about a slow step (docs/ARCHITECTURE.md §network): once it has waited
 * SLOW_WAIT_MS, what it waits for and a way out. "Try again" gives up the wait under way and
 * repeats the same step; "Cancel" gives the widget back as it was before the step, with nothing
 * the participant typed lost. The offline notice is every widget's (WidgetRoot), so it shows
 * even before this part could load; the one here is for a dialog's content, above the inert page.
 */
import { useState } from 'react';
import type { MessageKey } from '../../i18n/catalogs';
import { withAreas } from '../../runtime/lazy-part';
import { useT } from '../../runtime/WidgetRoot';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { useSlow } from '../../ui/use-slow';

export interface NetworkNoticesProps {
  /** A step of the widget is waiting for the platform. */
  busy?: boolean;
  /** What the step waits for, said once it is slow (the `network` area's `wait.*`). */
  waitingFor: MessageKey & `wait.${string}`;
  onRetry?: () => void;
  onCancel?: () => void;
  /** When the wait began (Date.now()), where the notices were shown only after it began. */
  since?: number;
}

export function NetworkNotices({ busy = false, waitingFor, onRetry, onCancel, since }: NetworkNoticesProps) {
  const { t } = useT();
  // A tap on either button ends this wait for the notice: a repeated step gets its own 10 s.
  const [round, setRound] = useState(0);
  const slow = useSlow(busy, round, since);
  const after = (action: () => void) => () => {
    setRound((n) => n + 1);
    action();
  };
  return (
    <>
      {slow ? (
        <Notice tone="info">
          <p>{t(waitingFor)}</p>
          <div className="rl-row">
            {onRetry ? (
              <Button variant="secondary" onClick={after(onRetry)}>
                {t('common.retry')}
              </Button>
            ) : null}
            {onCancel ? (
              <Button variant="ghost" onClick={after(onCancel)}>
                {t('common.cancel')}
              </Button>
            ) : null}
          </div>
        </Notice>
      ) : null}
      {/* Every widget's frame has the offline notice; this one shows inside a dialog (the cart drawer). */}
      <OfflineNotice text={t('common.offline')} />
    </>
  );
}

/** The notices once their texts are there too (index.tsx loads this module on demand). */
export const loadPart = withAreas(import.meta.glob('../../i18n/locales/network/*.json'), () => Promise.resolve(NetworkNotices));
