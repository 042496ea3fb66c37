/**
 * The language rules of PRODUCT.md §overview-languages as pure functions (no window, no i18next),
 * so the shell and the store can call them and the tests can pin them down.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language, toLanguage } from './languages';

/**
 * The languages the visitor may use: the configured ones that we support, in the configured
 * order; all of them when nothing usable is configured ("Language list: limited to configured
 * languages, else all").
 */
export function availableLanguages(configured?: readonly string[] | null, supported: readonly Language[] = LANGUAGES): Language[] {
  const allowed = (configured ?? [])
    .map(toLanguage)
    .filter((lang, index, list): lang is Language => lang !== null && supported.includes(lang) && list.indexOf(lang) === index);
  return allowed.length > 0 ? allowed : [...supported];
}

export interface StartLanguageInput {
  /** What localStorage holds under `appLanguage` (the visitor's own earlier choice). */
  stored?: string | null;
  /** navigator.languages (navigator.language first). */
  browserLanguages?: readonly string[];
  /** Languages the SDK has catalogues for; defaults to all seven. */
  available?: readonly Language[];
  /** The tenant's / page's language list (`languages` setting); null or empty = all. */
  configured?: readonly string[] | null;
  /**
   * The page's `lang` setting (data-lang). PRODUCT.md §overview-languages: the browser language is
   * consulted only "if the default is in use", so a requested language other than the default wins
   * over the browser; requesting the default itself (en) is the default in use.
   */
  requested?: string | null;
}

/**
 * PRODUCT.md §overview-languages, PRODUCT.md §states-startup: stored choice → page-requested
 * non-default language → first two letters of the browser language → en. Every candidate must be in
 * the allowed set; when en itself is not allowed (a tenant configured e.g. ['de', 'cs']) the first
 * allowed language is used.
 */
export function pickStartLanguage(input: StartLanguageInput): Language {
  const allowed = availableLanguages(input.configured, input.available);
  const allowedOrNull = (lang: Language | null) => (lang !== null && allowed.includes(lang) ? lang : null);

  const stored = isLanguage(input.stored) ? allowedOrNull(input.stored) : null;
  if (stored) return stored;

  const requested = allowedOrNull(toLanguage(input.requested));
  if (requested && requested !== DEFAULT_LANGUAGE) return requested;

  // The first two letters of the browser's first language (PRODUCT.md §overview-languages).
  const browser = allowedOrNull(toLanguage(input.browserLanguages?.[0]));
  if (browser) return browser;

  return allowed.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (allowed[0] ?? DEFAULT_LANGUAGE);
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** The stored choice, or null. Storage can throw (Safari private mode, blocked cookies). */
export function loadStoredLanguage(storage: ReadableStorage | null | undefined): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Saves the visitor's choice under `appLanguage`; returns false when storage refused it. */
export function saveLanguage(storage: WritableStorage | null | undefined, lang: Language): boolean {
  if (!storage) return false;
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, lang);
    return true;
  } catch {
    return false;
  }
}

export interface SwitcherInput {
  /** The effective language list (see availableLanguages). */
  languages: readonly string[];
  usVariant: boolean;
  /** The footer's show-language flag; the app bar picker does not pass it. */
  showLang?: boolean;
}

/**
 * PRODUCT.md §overview-languages, PRODUCT.md §shell-language: hidden with one language, in the US
 * variant, or when the flag is off.
 */
export function isLanguageSwitcherVisible({ languages, usVariant, showLang = true }: SwitcherInput): boolean {
  return showLang && !usVariant && new Set(languages).size > 1;
}
