/** PRODUCT.md §overview-languages: start language, saving the choice, the switcher's visibility. */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS, LANGUAGES, toLanguage } from '../../src/i18n/languages';
import { availableLanguages, isLanguageSwitcherVisible, loadStoredLanguage, pickStartLanguage, saveLanguage } from '../../src/i18n/select';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}
const brokenStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('languages', () => {
  it('are the seven of PRODUCT.md §overview-languages with en first (the default)', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'de', 'el', 'sk', 'it', 'cs']);
  });

  it('show the picker texts of PRODUCT.md §entities-language, sk as the product names it', () => {
    expect(Object.fromEntries(LANGUAGE_OPTIONS.map((o) => [o.id, o.text]))).toEqual({
      en: 'English',
      es: 'Español',
      de: 'Deutsch',
      el: 'Ελληνική',
      sk: 'Slovenščina',
      it: 'Italiano',
      cs: 'Čeština',
    });
  });

  it('take the first two letters of a language tag', () => {
    expect(toLanguage('de-AT')).toBe('de');
    expect(toLanguage('CS')).toBe('cs');
    expect(toLanguage('pt-BR')).toBeNull();
    expect(toLanguage('')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });
});

describe('availableLanguages', () => {
  it('is all languages when none are configured', () => {
    expect(availableLanguages(null)).toEqual([...LANGUAGES]);
    expect(availableLanguages([])).toEqual([...LANGUAGES]);
  });

  it('is limited to the configured ones we support, in configured order, without repeats', () => {
    expect(availableLanguages(['de', 'xx', 'DE', 'en'])).toEqual(['de', 'en']);
  });

  it('falls back to all when nothing configured is supported', () => {
    expect(availableLanguages(['fr', 'pt'])).toEqual([...LANGUAGES]);
  });
});

describe('pickStartLanguage', () => {
  it('uses the stored choice when it is available', () => {
    expect(pickStartLanguage({ stored: 'it', browserLanguages: ['de-DE'] })).toBe('it');
  });

  it('ignores a stored choice the configuration does not allow', () => {
    expect(pickStartLanguage({ stored: 'it', browserLanguages: ['de-DE'], configured: ['en', 'de'] })).toBe('de');
  });

  it('ignores a stored value that is not a language', () => {
    expect(pickStartLanguage({ stored: 'deutsch', browserLanguages: ['cs-CZ'] })).toBe('cs');
  });

  it('with the default in use, takes the first two letters of the browser language', () => {
    expect(pickStartLanguage({ browserLanguages: ['el-GR', 'en-US'] })).toBe('el');
    expect(pickStartLanguage({ requested: 'en', browserLanguages: ['sk-SK'] })).toBe('sk');
  });

  it('falls back to en when the browser language is not supported', () => {
    expect(pickStartLanguage({ browserLanguages: ['fr-FR', 'de-DE'] })).toBe('en');
    expect(pickStartLanguage({ browserLanguages: [] })).toBe('en');
    expect(pickStartLanguage({})).toBe('en');
  });

  it('does not use a browser language outside the configured set', () => {
    expect(pickStartLanguage({ browserLanguages: ['cs'], configured: ['en', 'de'] })).toBe('en');
  });

  it('uses a non-default language the page asked for instead of the browser language', () => {
    expect(pickStartLanguage({ requested: 'de', browserLanguages: ['cs'] })).toBe('de');
  });

  it('uses the first configured language when en itself is not allowed', () => {
    expect(pickStartLanguage({ browserLanguages: ['fr'], configured: ['cs', 'sk'] })).toBe('cs');
  });

  it('limits to the languages that have catalogues', () => {
    expect(pickStartLanguage({ browserLanguages: ['de'], available: ['en', 'es'] })).toBe('en');
  });
});

describe('saving the choice', () => {
  it('stores it under appLanguage', () => {
    const storage = memoryStorage();
    expect(saveLanguage(storage, 'de')).toBe(true);
    expect(storage.data.get('appLanguage')).toBe('de');
    expect(loadStoredLanguage(storage)).toBe('de');
  });

  it('survives storage that throws or is missing', () => {
    expect(saveLanguage(brokenStorage, 'de')).toBe(false);
    expect(saveLanguage(null, 'de')).toBe(false);
    expect(loadStoredLanguage(brokenStorage)).toBeNull();
    expect(loadStoredLanguage(undefined)).toBeNull();
  });

  it('reads back only real languages', () => {
    expect(loadStoredLanguage(memoryStorage({ appLanguage: 'klingon' }))).toBeNull();
  });
});

describe('isLanguageSwitcherVisible', () => {
  it('is hidden with only one language', () => {
    expect(isLanguageSwitcherVisible({ languages: ['de'], usVariant: false })).toBe(false);
    expect(isLanguageSwitcherVisible({ languages: ['de', 'de'], usVariant: false })).toBe(false);
  });

  it('shows with more than one language', () => {
    expect(isLanguageSwitcherVisible({ languages: ['de', 'en'], usVariant: false })).toBe(true);
  });

  it('is hidden in the US variant', () => {
    expect(isLanguageSwitcherVisible({ languages: [...LANGUAGES], usVariant: true })).toBe(false);
  });

  it('is hidden when the show-language flag is off (footer)', () => {
    expect(isLanguageSwitcherVisible({ languages: [...LANGUAGES], usVariant: false, showLang: false })).toBe(false);
    expect(isLanguageSwitcherVisible({ languages: [...LANGUAGES], usVariant: false, showLang: true })).toBe(true);
  });
});
