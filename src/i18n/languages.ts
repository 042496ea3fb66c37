/**
 * The UI languages of PRODUCT.md §overview-languages: the one list of them. Everything else that
 * names the languages derives from it: the i18n runtime (LANGUAGES), the pickers
 * (LANGUAGE_OPTIONS, each with its flag, /img/lang/{id}.svg), the message shown when even the
 * translations could not load (src/runtime/offline-error.ts), the WordPress plugin's languages and
 * catalogues (integrations/wordpress/build.ts), the sandbox's mails (examples/sandbox/) and the
 * README's list (tests/unit/languages.test.ts). Adding a language: ARCHITECTURE.md §languages.
 *
 * The picker texts (PRODUCT.md §entities-language) are endonyms and are the same whatever the UI
 * language is, so they live here as data rather than in the translated catalogues.
 */
export interface LanguageEntry {
  id: string;
  /** The picker's text, exactly as PRODUCT.md §entities-language gives it. */
  text: string;
  /** `common.error` of its core catalogue, kept in the runtime for when no catalogue loads. */
  error: string;
  /** Its WordPress locale (the plugin's .mo files); English, the plugin's source language, has none. */
  wordpress?: string;
}

// Note: the product writes 'Slovenščina' for sk (that word is the Slovenian endonym; Slovak is
// 'Slovenčina'); we keep the specified text.
export const LANGUAGE_OPTIONS = [
  { id: 'en', text: 'English', error: 'An error occurred, try later' },
  { id: 'es', text: 'Español', error: 'Se ha producido un error, inténtalo más tarde', wordpress: 'es_ES' },
  { id: 'de', text: 'Deutsch', error: 'Ein Fehler ist aufgetreten, versuchen Sie es später erneut', wordpress: 'de_DE' },
  { id: 'el', text: 'Ελληνική', error: 'Παρουσιάστηκε σφάλμα, δοκιμάστε αργότερα', wordpress: 'el' },
  { id: 'sk', text: 'Slovenščina', error: 'Vyskytla sa chyba, skúste to neskôr', wordpress: 'sk_SK' },
  { id: 'it', text: 'Italiano', error: 'Si è verificato un errore, riprova più tardi', wordpress: 'it_IT' },
  { id: 'cs', text: 'Čeština', error: 'Došlo k chybě, zkuste to později', wordpress: 'cs_CZ' },
] as const satisfies readonly LanguageEntry[];

export type Language = (typeof LANGUAGE_OPTIONS)[number]['id'];
export const LANGUAGES: readonly Language[] = LANGUAGE_OPTIONS.map((entry) => entry.id);

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * localStorage key of the language the visitor chose (PRODUCT.md §overview-languages,
 * PRODUCT.md §entities-storage).
 */
export const LANGUAGE_STORAGE_KEY = 'appLanguage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-AT', 'DE', 'de_AT' → 'de'; anything unsupported → null. */
export function toLanguage(value: string | null | undefined): Language | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().slice(0, 2).toLowerCase();
  return isLanguage(primary) ? primary : null;
}
