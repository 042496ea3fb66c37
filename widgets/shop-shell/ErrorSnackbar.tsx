/**
 * The error snackbar (PRODUCT.md §shell-snackbar): the oldest queued error with a Close button. It
 * comes back every 7 s while errors remain; only Close removes an error.
 */
import { useEffect } from 'react';
import { useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { runSnackbar } from '../../src/store/snackbar';
import { SNACKBAR_CYCLE_MS, SNACKBAR_SHOW_MS } from './constants';

export function ErrorSnackbar() {
  const { t } = useT();
  const { errors } = useStore();
  const current = useValue(errors.current);
  useEffect(() => runSnackbar(errors, { everyMs: SNACKBAR_CYCLE_MS, forMs: SNACKBAR_SHOW_MS }), []);
  if (!current) return null;
  return (
    <div className="rl-snackbar" part="snackbar" role="alert">
      <span>{current.text}</span>
      <button type="button" className="rl-button rl-button--secondary" onClick={() => errors.dismiss()}>
        {t('common.close')}
      </button>
    </div>
  );
}
