/**
 * The error snackbar (SPEC §2): the oldest queued error with a Close button; while errors
 * remain, each is shown for 7 s and then gives way to the next.
 */
import { useEffect } from 'react';
import { useValue } from '../use-value';
import { useT } from '../WidgetRoot';
import { getPage } from '../page';
import { SNACKBAR_CYCLE_MS } from './constants';

export function ErrorSnackbar() {
  const { t } = useT();
  const { errors } = getPage().store;
  const current = useValue(errors.current);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => errors.dismiss(), SNACKBAR_CYCLE_MS);
    return () => clearTimeout(timer);
  }, [current?.id]);
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
