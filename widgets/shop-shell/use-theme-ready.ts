/**
 * PRODUCT.md §shell-startup: the shop mounts only after the theme is ready, polled every 50 ms.
 * Ready means the tenant's theme sheet has been built (so the first paint is already in the
 * tenant's colours) and the page has not said otherwise: a host that builds its theme itself
 * configures `themeDone: false`, then `themeDone: true` when it is done.
 */
import { useEffect, useState } from 'react';
import { themeSheet } from '../../src/elements/styles';
import { getPage } from '../../src/runtime/page';
import { THEME_POLL_MS } from './constants';

export const isThemeReady = (): boolean => themeSheet.css !== '' && getPage().store.settings.settings.value.themeDone;

export function useThemeReady(): boolean {
  const [ready, setReady] = useState(isThemeReady);
  useEffect(() => {
    if (ready) return;
    const timer = setInterval(() => {
      if (isThemeReady()) {
        clearInterval(timer);
        setReady(true);
      }
    }, THEME_POLL_MS);
    return () => clearInterval(timer);
  }, [ready]);
  return ready;
}
