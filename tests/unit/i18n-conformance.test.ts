/**
 * The widgets translate with a small translator instead of i18next (size budget, see
 * src/i18n/translator.ts). The catalogues are i18next JSON v4, so i18next is the reference:
 * every key of every language, with every plural count and its placeholders filled, must read
 * the same in both.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { createTranslator } from '../../src/i18n/translator';
import { CATALOG_LOADERS } from '../fixtures/catalogs';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101, 1.5, 1_000_000];

describe.each(LANGUAGES)('%s reads the same as in i18next', (lang) => {
  it('for every key, plural count and placeholder', async () => {
    const catalog = (await CATALOG_LOADERS[lang]()).default;
    const english = (await CATALOG_LOADERS.en()).default;
    const reference = createInstance();
    await reference.init({
      lng: lang,
      fallbackLng: 'en',
      resources: { [lang]: { translation: catalog }, en: { translation: english } },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const ours = createTranslator(lang);
    ours.addCatalog(lang, catalog);
    ours.addCatalog('en', english);

    const bases = new Set(Object.keys(catalog).map((key) => key.replace(PLURAL, '')));
    let compared = 0;
    for (const key of bases) {
      const names = new Set(
        [...Object.entries(catalog)]
          .filter(([k]) => k === key || k.replace(PLURAL, '') === key)
          .flatMap(([, text]) => [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1]!)),
      );
      const values = Object.fromEntries([...names].map((name) => [name, `<${name} & 'x'>`]));
      const isPlural = Object.keys(catalog).some((k) => k !== key && k.replace(PLURAL, '') === key);
      for (const count of isPlural ? COUNTS : [undefined]) {
        const options: Record<string, unknown> = count === undefined ? values : { ...values, count };
        expect(ours.t(key, options), `${lang} ${key} ${JSON.stringify(options)}`).toBe(reference.t(key, options as never));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});

describe('translator', () => {
  it('falls back to English for a key the language lacks, then to the key', () => {
    const t = createTranslator('de');
    t.addCatalog('de', { a: 'A-de' });
    t.addCatalog('en', { a: 'A', b: 'B' });
    expect(t.t('a')).toBe('A-de');
    expect(t.t('b')).toBe('B');
    expect(t.t('missing.key')).toBe('missing.key');
  });

  it('switches only to a loaded language and tells subscribers', () => {
    const t = createTranslator('en');
    t.addCatalog('en', { hi: 'Hi' });
    const seen: string[] = [];
    t.subscribe((lang) => seen.push(lang));
    expect(() => t.setLanguage('cs')).toThrow(/not loaded/);
    t.addCatalog('cs', { hi: 'Ahoj' });
    t.setLanguage('cs');
    expect(t.t('hi')).toBe('Ahoj');
    expect(seen).toEqual(['cs']);
  });
});
