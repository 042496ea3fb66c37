/**
 * `const { t, ready, lang } = useTranslation(['search'])`: the page translator with the
 * widget's areas loaded; re-renders when the visitor switches language. `t` renders keys until
 * `ready`, so widgets show their reserved skeleton rather than raw keys.
 */
import { useEffect, useState } from 'react';
import type { Area, MessageKey } from '../i18n/catalogs';
import { type I18n, loadAreas } from '../i18n/instance';
import type { Language } from '../i18n/languages';
import type { TranslateOptions } from '../i18n/translator';
import { nextTask } from '../next-task';
import { getPage } from './page';

export type Translate = (key: MessageKey, options?: TranslateOptions) => string;

export interface Translation {
  t: Translate;
  ready: boolean;
  /** Set when the catalogues could not be loaded (offline): the widget says so in English. */
  failed: boolean;
  lang: Language;
}

export function useTranslation(areas: readonly Area[] = []): Translation {
  const [state, setState] = useState<{ i18n: I18n | null; lang: Language; failed: boolean }>({
    i18n: null,
    lang: 'en',
    failed: false,
  });
  const key = areas.join(',');
  // Bumped when the network comes back after a failed load: the effect runs again and fetches
  // what failed (page.ts forgets a failed start), so the widget recovers with no reload.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    let unsubscribe = () => {};
    getPage()
      .i18n.then(async (i18n) => {
        await loadAreas(i18n, areas);
        // Each widget's first view in a task of its own (src/next-task.ts).
        await nextTask();
        if (!alive) return;
        setState({ i18n, lang: i18n.language, failed: false });
        unsubscribe = i18n.subscribe((lang) => setState({ i18n, lang, failed: false }));
      })
      .catch(() => {
        if (!alive) return;
        setState((s) => ({ ...s, failed: true }));
        window.addEventListener('online', retry, { once: true });
      });
    const retry = () => setAttempt((n) => n + 1);
    return () => {
      alive = false;
      unsubscribe();
      window.removeEventListener('online', retry);
    };
    // The areas are a constant list per widget; `key` stands for them.
  }, [key, attempt]);

  const { i18n } = state;
  return {
    t: i18n ? (k, o) => i18n.t(k, o) : (k) => k,
    ready: !!i18n,
    failed: state.failed,
    lang: state.lang,
  };
}
