/**
 * The UI languages of PRODUCT.md §overview-languages and their picker texts
 * (PRODUCT.md §entities-language).
 *
 * The picker texts are endonyms and are the same whatever the UI language is, so they live
 * here as data rather than in the translated catalogues.
 */
export const LANGUAGES = ['en', 'es', 'de', 'el', 'sk', 'it', 'cs'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * localStorage key of the language the visitor chose (PRODUCT.md §overview-languages,
 * PRODUCT.md §entities-storage).
 */
export const LANGUAGE_STORAGE_KEY = 'appLanguage';

export interface LanguageOption {
  id: Language;
  text: string;
}

// Texts exactly as PRODUCT.md §entities-language gives them. Note: the product writes 'Slovenščina'
// for sk (that word is the Slovenian endonym; Slovak is 'Slovenčina'); we keep the specified text.
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { id: 'en', text: 'English' },
  { id: 'es', text: 'Español' },
  { id: 'de', text: 'Deutsch' },
  { id: 'el', text: 'Ελληνική' },
  { id: 'sk', text: 'Slovenščina' },
  { id: 'it', text: 'Italiano' },
  { id: 'cs', text: 'Čeština' },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-AT', 'DE', 'de_AT' → 'de'; anything unsupported → null. */
export function toLanguage(value: string | null | undefined): Language | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().slice(0, 2).toLowerCase();
  return isLanguage(primary) ? primary : null;
}
