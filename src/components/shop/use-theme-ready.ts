/**
 * SPEC §2: the shop mounts only after the theme is ready, polled every 50 ms. Ready means the
 * tenant's theme sheet has been built, so the first paint is already in the tenant's colours.
 */
import { useEffect, useState } from 'react';
import { themeSheet } from '../../elements/styles';
import { THEME_POLL_MS } from './constants';

export const isThemeReady = (): boolean => themeSheet.css !== '';

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
