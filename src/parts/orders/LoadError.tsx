import type { MessageKey } from '../../i18n/catalogs';
import { useT } from '../../runtime/WidgetRoot';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';

/**
 * PRODUCT.md §states-order, PRODUCT.md §errors-order: a load that did not answer 200 — say so and
 * offer to try again.
 */
export function LoadError({ message, onRetry }: { message: MessageKey; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="rl-stack" part="load-error">
      <Notice tone="error">{t(message)}</Notice>
      <div className="rl-row">
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </div>
    </div>
  );
}
