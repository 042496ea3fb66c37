/**
 * The widgets' translator: the part of i18next the SDK uses, in about a kilobyte.
 *
 * Why not i18next itself: it is 16 KB gzip, which alone breaks the budget of the first widget
 * on an organizer page (50 KB for everything, ARCHITECTURE.md §budgets). The catalogues stay in
 * i18next's JSON v4 format (flat keys, `{{name}}` interpolation, `_one`/`_few`/`_many`/`_other`
 * plural suffixes chosen by Intl.PluralRules), and tests/unit/i18n-conformance.test.ts checks that
 * every key in every language, with every plural count, reads the same here as in i18next.
 *
 * Values are returned as plain text: components render them as text nodes, never as HTML.
 */
import type { Catalog } from './catalogs';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export type TranslateOptions = Record<string, unknown> & { count?: number };

export interface Translator {
  readonly language: Language;
  t(key: string, options?: TranslateOptions): string;
  hasCatalog(lang: Language): boolean;
  /** Adds strings to a language (areas load separately and merge). */
  addCatalog(lang: Language, catalog: Catalog): void;
  /** Switches language (its catalogue must be added first) and tells the subscribers. */
  setLanguage(lang: Language): void;
  subscribe(listener: (lang: Language) => void): () => void;
}

const INTERPOLATION = /\{\{\s*([\w.-]+)\s*\}\}/g;

export function createTranslator(language: Language): Translator {
  const catalogs = new Map<Language, Catalog>();
  const listeners = new Set<(lang: Language) => void>();
  const pluralRules = new Map<Language, Intl.PluralRules>();
  let current = language;

  const pluralCategory = (lang: Language, count: number) => {
    let rules = pluralRules.get(lang);
    if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
    return rules.select(count);
  };

  const lookup = (lang: Language, key: string, count: unknown): string | undefined => {
    const catalog = catalogs.get(lang);
    if (!catalog) return undefined;
    if (typeof count === 'number') {
      // i18next prefers `_zero` for 0 when the catalogue has it, then the language's category.
      const zero = count === 0 ? catalog[`${key}_zero`] : undefined;
      const form = zero ?? catalog[`${key}_${pluralCategory(lang, count)}`];
      if (form) return form;
    }
    return catalog[key] || undefined;
  };

  return {
    get language() {
      return current;
    },
    t(key, options = {}) {
      const text = lookup(current, key, options.count) ?? lookup(DEFAULT_LANGUAGE, key, options.count) ?? key;
      return text.replace(INTERPOLATION, (whole, name: string) => (name in options && options[name] != null ? String(options[name]) : whole));
    },
    hasCatalog: (lang) => catalogs.has(lang),
    addCatalog(lang, catalog) {
      // Areas of a language arrive one by one: merge them.
      catalogs.set(lang, { ...catalogs.get(lang), ...catalog });
    },
    setLanguage(lang) {
      if (!catalogs.has(lang)) throw new Error(`Racelens i18n: the ${lang} catalogue is not loaded`);
      if (lang === current) return;
      current = lang;
      for (const listener of listeners) listener(lang);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
