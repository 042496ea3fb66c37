/**
 * Every language has every string, really translated. Fails when a key is missing or
 * extra in any language, empty, has other {{placeholders}} than English, carries markup, is
 * left identical to English (outside the justified allowlist), or lacks a plural form that
 * Intl.PluralRules (which i18next uses to pick the form) needs for that language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_LOADERS } from '../../src/i18n/all-catalogs';
import { AREA_PREFIXES, AREAS } from '../../src/i18n/catalogs';
import { LANGUAGES, type Language } from '../../src/i18n/languages';

const root = resolve(import.meta.dirname, '../..');
const localesDir = resolve(root, 'src/i18n/locales');
const coreKeysFile = resolve(root, 'src/i18n/keys/core.en.json');

type Catalog = Record<string, unknown>;
const read = (file: string): Catalog => JSON.parse(readFileSync(file, 'utf8')) as Catalog;
const catalogs = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, Object.assign({}, ...AREAS.map((area) => read(resolve(localesDir, area, `${lang}.json`))))]),
) as Record<Language, Catalog>;
const en = catalogs.en;

/**
 * Values that may equal English, each with its reason. Keep this short: every entry is a string
 * a reviewer has confirmed is the correct translation.
 */
const SAME_AS_ENGLISH: Record<string, { langs: Language[]; why: string }> = {
  'gallery.tabVideo': { langs: ['it'], why: '"Video" is the Italian word (invariable loanword)' },
  'builder.widgets': { langs: ['es', 'de', 'el'], why: '"Widgets" is the word web builders use in these languages (loanword)' },
  'builder.shortcode': { langs: ['es', 'de', 'el', 'sk', 'it', 'cs'], why: '"Shortcode" is WordPress\'s own term, untranslated in its localized editions' },
  'builder.code': { langs: ['de'], why: '"Code" is the German word' },
  'builder.block': { langs: ['de'], why: '"Block" is the German word (and WordPress\'s German term)' },
  'builder.wp.tenant': { langs: ['de'], why: "the German label of the WordPress plugin's own settings field, which the organizer looks for" },
  'builder.useEvent': { langs: ['es', 'de', 'sk', 'it', 'cs'], why: 'a name, a date and an id: "ID" is the word these languages use' },
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralCategories = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
const pluralBases = [
  ...new Set(
    Object.keys(en)
      .filter((k) => PLURAL_SUFFIX.test(k))
      .map((k) => k.replace(PLURAL_SUFFIX, '')),
  ),
];
const plainKeys = Object.keys(en).filter((k) => !PLURAL_SUFFIX.test(k));

function expectedKeys(lang: Language): string[] {
  return [...plainKeys, ...pluralBases.flatMap((base) => pluralCategories(lang).map((cat) => `${base}_${cat}`))];
}

/** The English text a key of `lang` translates: the same key, or for plural forms English lacks, `_other`. */
function englishOf(key: string): string {
  const own = en[key];
  if (typeof own === 'string') return own;
  return String(en[key.replace(PLURAL_SUFFIX, '_other')]);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  it('exist for exactly the seven languages, each with a lazy loader', () => {
    expect(Object.keys(CATALOG_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGES).toEqual(['en', 'es', 'de', 'el', 'sk', 'it', 'cs']);
  });

  it('English has exactly the plural forms English needs', () => {
    expect(pluralBases.length).toBeGreaterThan(0);
    for (const base of pluralBases) {
      const forms = Object.keys(en).filter((k) => k.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(k));
      expect(forms.map((k) => k.slice(base.length + 1)).sort(), base).toEqual(pluralCategories('en').sort());
    }
  });

  describe.each(LANGUAGES)('%s', (lang) => {
    const catalog = catalogs[lang];

    it('has every key (plural forms per Intl.PluralRules) and no stray ones', () => {
      const expected = expectedKeys(lang).sort();
      const actual = Object.keys(catalog).sort();
      expect(
        expected.filter((k) => !(k in catalog)),
        'missing',
      ).toEqual([]);
      expect(
        actual.filter((k) => !expected.includes(k)),
        'not in English',
      ).toEqual([]);
    });

    it('has non-empty text without markup for every key', () => {
      const bad = Object.entries(catalog).filter(([, v]) => typeof v !== 'string' || v.trim() === '' || /[<>]/.test(v));
      expect(bad).toEqual([]);
    });

    it('keeps the placeholders of English', () => {
      const bad = Object.entries(catalog)
        .filter(([key, value]) => JSON.stringify(placeholders(String(value))) !== JSON.stringify(placeholders(englishOf(key))))
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s is translated, not an English copy', (lang) => {
    const copies = Object.entries(catalogs[lang])
      .filter(([key, value]) => value === englishOf(key) && !SAME_AS_ENGLISH[key]?.langs.includes(lang))
      .map(([key]) => key);
    expect(copies).toEqual([]);
  });

  it('the allowlist holds only entries still needed', () => {
    for (const [key, { langs }] of Object.entries(SAME_AS_ENGLISH)) {
      for (const lang of langs) expect(catalogs[lang][key], `${lang} ${key}`).toBe(en[key]);
    }
  });

  // The store's message keys must exist in every language; a missing keys file is a failure,
  // not a reason to skip.
  it('has the keys file of the store (src/i18n/keys/core.en.json)', () => {
    expect(existsSync(coreKeysFile), coreKeysFile).toBe(true);
    expect(Object.keys(read(coreKeysFile)).length).toBeGreaterThan(0);
  });

  it('covers every key the store uses (src/i18n/keys/core.en.json)', () => {
    const coreKeys = Object.keys(read(coreKeysFile));
    for (const lang of LANGUAGES) {
      const keys = new Set(Object.keys(catalogs[lang]).map((k) => k.replace(PLURAL_SUFFIX, '')));
      expect(
        coreKeys.filter((k) => !keys.has(k) && !(k in catalogs[lang])),
        lang,
      ).toEqual([]);
    }
  });

  // One English wording per message: when the store's English changes, the catalogue (and so
  // the translations) must be revisited.
  it('uses the English texts of core.en.json for those keys', () => {
    const core = read(coreKeysFile);
    const differing = Object.keys(core).filter((key) => key in en && en[key] !== core[key]);
    expect(differing).toEqual([]);
  });
});

describe('areas', () => {
  // Widgets load only their areas, so a key filed in the wrong area would show as its raw key.
  it.each(AREAS)('%s holds exactly the keys of its prefixes, in every language', (area) => {
    const prefixes: readonly string[] = AREA_PREFIXES[area];
    for (const lang of LANGUAGES) {
      const keys = Object.keys(read(resolve(localesDir, area, `${lang}.json`)));
      expect(
        keys.filter((key) => !prefixes.includes(key.split('.')[0]!)),
        `${area}/${lang}`,
      ).toEqual([]);
    }
  });

  it('every key prefix belongs to an area', () => {
    const known = new Set(Object.values(AREA_PREFIXES).flat() as string[]);
    expect(
      Object.keys(en)
        .map((key) => key.split('.')[0]!)
        .filter((prefix) => !known.has(prefix)),
    ).toEqual([]);
  });
});
