export { AREAS, AREA_PREFIXES, CATALOG_LOADERS, areaLoader } from './catalogs';
export type { Area, Catalog, CatalogLoader, MessageKey } from './catalogs';
export { changeLanguage, createI18n, isLanguageLoaded, loadAreas, loadLanguage } from './instance';
export type { AreaLoader, CreateI18nOptions, I18n } from './instance';
export { createTranslator } from './translator';
export type { Translator, TranslateOptions } from './translator';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_OPTIONS,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  toLanguage,
} from './languages';
export type { Language, LanguageOption } from './languages';
export {
  availableLanguages,
  isLanguageSwitcherVisible,
  loadStoredLanguage,
  pickStartLanguage,
  saveLanguage,
} from './select';
export type { StartLanguageInput, SwitcherInput } from './select';
