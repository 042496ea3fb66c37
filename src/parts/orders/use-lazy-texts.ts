/**
 * The texts of the share parts come with their code (src/i18n/lazy/catalogs.ts): loaded before the
 * part first shows, and again in each language the visitor switches to.
 */
import { useEffect, useState } from 'react';
import { followLanguage, loadLazyArea } from '../../i18n/lazy/catalogs';
import { getPage } from '../../runtime/page';

/** Resolves once the share texts of the page's language are there (a lazy part's loader waits for it). */
export const loadShareTexts = (): Promise<void> => getPage().i18n.then((i18n) => loadLazyArea(i18n, 'share'));

/** Re-renders the part once the texts of a newly picked language have arrived. */
export function useShareTexts(): void {
  const [, setRound] = useState(0);
  const rerender = () => setRound((n) => n + 1);
  useEffect(() => {
    let stop = () => {};
    let alive = true;
    void getPage().i18n.then((i18n) => {
      if (alive) stop = followLanguage(i18n, 'share', rerender);
    });
    return () => {
      alive = false;
      stop();
    };
  }, []);
}
