/**
 * What every widget on a page shares besides the store: the translator and the theme. Built on
 * first use from the store's settings; afterwards it follows them — a language change loads that
 * language's catalogues (the areas in use) and re-renders every widget; a tenant change replaces
 * the theme sheet adopted by every shadow root.
 */
import { computed, effect, type ReadonlySignal } from '@preact/signals-core';
import { setThemeCss } from '../elements/styles';
import { changeLanguage, createI18n, type I18n } from '../i18n/instance';
import { type Language, toLanguage } from '../i18n/languages';
import { loadStoredLanguage, pickStartLanguage, saveLanguage } from '../i18n/select';
import type { Store } from '../store/create-store';
import { getStore, resetStore } from '../store/page';
import { resolveTheme, type Theme } from '../theme';
import { themeToCss } from '../theme/css';
import { keepCartFresh } from './fresh-cart';
import { loadOnline } from './load-online';
import { warmFormats } from './warm-formats';

export interface Page {
  store: Store;
  theme: ReadonlySignal<Theme>;
  /** Resolves once the start language's core strings are loaded. */
  i18n: Promise<I18n>;
  /**
   * The visitor picks a language: saved under appLanguage (PRODUCT.md §overview-languages) and
   * applied everywhere.
   */
  setLanguage(lang: Language): void;
}

let page: Page | null = null;
let stopEffects: Array<() => void> = [];

const localStore = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser
  }
};

export function getPage(): Page {
  if (page) return page;
  const store = getStore();
  const settings = store.settings.settings;
  const theme = computed(() => {
    const s = settings.value;
    return resolveTheme({
      tenant: s.theme,
      host: typeof location === 'undefined' ? null : location.host,
      overrides: {
        ...(s.isUS ? { isUS: true } : {}),
        ...(s.languages.length ? { languages: s.languages } : {}),
        ...(s.showMobileMenuItems.length ? { showMobileMenuItems: s.showMobileMenuItems } : {}),
        ...(s.logo ? { logo: s.logo } : {}),
        ...(s.logoSmall ? { logoSmall: s.logoSmall } : {}),
        ...(s.alignLogoCenter ? { alignLogoCenter: true } : {}),
      },
    });
  });

  // PRODUCT.md §overview-languages start-up: stored choice, the page's language, the browser's,
  // else en.
  const start = pickStartLanguage({
    stored: loadStoredLanguage(localStore()),
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
    configured: theme.value.languages,
    requested: settings.value.lang,
  });
  store.settings.update({ lang: start, ...(theme.value.isUS ? { isUS: true } : {}) });
  // A start that failed (offline, CDN down) is forgotten, so the next widget that asks — or the
  // same one when the network is back (use-translation.ts) — loads it again rather than keeping
  // the rejection until a reload.
  let i18n: Promise<I18n> | undefined;
  const translator = (): Promise<I18n> => {
    if (i18n) return i18n;
    const made = createI18n(start);
    made.catch(() => {
      if (i18n === made) i18n = undefined;
    });
    return (i18n = made);
  };

  stopEffects.push(effect(() => setThemeCss(themeToCss(theme.value))));
  if (typeof window !== 'undefined') {
    stopEffects.push(keepCartFresh(store.cart));
    warmFormats(
      () => settings.peek().lang,
      () => settings.peek().currencyId,
    );
  }
  stopEffects.push(
    effect(() => {
      const lang = toLanguage(settings.value.lang);
      // A language picked offline comes once the network is back, unless another was picked meanwhile.
      const stillWanted = () => toLanguage(settings.peek().lang) === lang;
      if (lang)
        void translator()
          .then((t) => (t.language === lang ? undefined : loadOnline(() => (stillWanted() ? changeLanguage(t, lang) : Promise.resolve(t.language)))))
          .catch(() => {});
    }),
  );

  page = {
    store,
    theme,
    get i18n() {
      return translator();
    },
    setLanguage(lang) {
      saveLanguage(localStore(), lang);
      store.settings.update({ lang });
    },
  };
  return page;
}

/** Forgets the page runtime and its store (stories and tests start each case fresh). */
export function resetPage(): void {
  for (const stop of stopEffects) stop();
  stopEffects = [];
  page = null;
  resetStore();
}
