/** Translators: only the active language is loaded, others on demand; plurals; no escaping. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// Every area loadable, as the widgets' chunks make theirs (the test loads areas without widgets).
import '../../src/i18n/all-catalogs';
import { areaLoader } from '../../src/i18n/catalogs';
import { type AreaLoader, changeLanguage, createI18n, isLanguageLoaded, loadAreas, loadLanguage } from '../../src/i18n/instance';
import { LANGUAGES, type Language } from '../../src/i18n/languages';

const loaded = (i18n: Awaited<ReturnType<typeof createI18n>>) => LANGUAGES.filter((lang) => isLanguageLoaded(i18n, lang));

/** Real area loaders that record `area/lang` calls and can be held back per language. */
function trackedLoader() {
  const calls: string[] = [];
  const gates = new Map<Language, Promise<void>>();
  const loader: AreaLoader = async (area, lang) => {
    calls.push(`${area}/${lang}`);
    await gates.get(lang);
    return areaLoader(area, lang)();
  };
  const hold = (lang: Language) => {
    let release!: () => void;
    gates.set(lang, new Promise<void>((r) => (release = r)));
    return () => release();
  };
  return { calls, loader, hold };
}

describe('createI18n', () => {
  it('loads only the active language (English too is lazy) and only the areas asked for', async () => {
    const { calls, loader } = trackedLoader();
    const i18n = await createI18n('de', { areas: ['cart'], loader });
    expect(calls.sort()).toEqual(['cart/de', 'core/de']);
    expect(loaded(i18n)).toEqual(['de']);
    expect(i18n.language).toBe('de');
    expect(i18n.t('cart.title')).toBe('Warenkorb');
    expect(i18n.t('gallery.tabVideo')).toBe('gallery.tabVideo');
  });

  it('loads a further area when a widget needs it, in the language in use', async () => {
    const { calls, loader } = trackedLoader();
    const i18n = await createI18n('it', { loader });
    await loadAreas(i18n, ['search', 'search']);
    expect(calls.sort()).toEqual(['core/it', 'search/it']);
    // Both areas answer: the second did not replace the first.
    expect(i18n.t('common.retry')).toBe('Riprova');
    expect(i18n.t('search.noPhotos')).not.toBe('search.noPhotos');
  });

  it('falls back to en for an unsupported or missing language', async () => {
    expect((await createI18n('fr')).language).toBe('en');
    expect((await createI18n(undefined, { areas: ['cart'] })).t('cart.title')).toBe('Cart');
  });

  it('makes isolated instances', async () => {
    const a = await createI18n('de');
    const b = await createI18n('it');
    await changeLanguage(a, 'cs');
    expect(b.language).toBe('it');
    expect(loaded(b)).toEqual(['it']);
  });

  it('rejects when the catalogue cannot be loaded', async () => {
    const loader: AreaLoader = (area, lang) => (lang === 'de' ? Promise.reject(new Error('chunk failed')) : areaLoader(area, lang)());
    await expect(createI18n('de', { loader })).rejects.toThrow('chunk failed');
  });
});

describe('changeLanguage', () => {
  it('loads the new language on demand, with the areas in use, then switches', async () => {
    const { calls, loader } = trackedLoader();
    const i18n = await createI18n('de', { areas: ['cart'], loader });
    expect(isLanguageLoaded(i18n, 'cs')).toBe(false);
    expect(await changeLanguage(i18n, 'cs')).toBe('cs');
    expect(loaded(i18n)).toEqual(['de', 'cs']);
    expect(i18n.t('cart.title')).toBe('Košík');
    await changeLanguage(i18n, 'de');
    await changeLanguage(i18n, 'cs');
    expect(calls.sort()).toEqual(['cart/cs', 'cart/de', 'core/cs', 'core/de']);
  });

  it('applies only the last of quick successive choices', async () => {
    const { loader, hold } = trackedLoader();
    const i18n = await createI18n('en', { loader });
    const releaseEs = hold('es');
    const slow = changeLanguage(i18n, 'es');
    await changeLanguage(i18n, 'it');
    releaseEs();
    await slow;
    expect(i18n.language).toBe('it');
  });

  it('a widget that starts during a switch gets its texts in the new language (the shop’s page under a quick language pick)', async () => {
    const { loader, hold } = trackedLoader();
    const i18n = await createI18n('en', { loader });
    const releaseCs = hold('cs');
    const switching = changeLanguage(i18n, 'cs');
    const widget = loadAreas(i18n, ['info']);
    releaseCs();
    await Promise.all([switching, widget]);
    expect(i18n.language).toBe('cs');
    expect(i18n.t('contacts.title')).toBe('Kontakty');
  });

  it('loads a language once even when asked twice at the same time', async () => {
    const { calls, loader } = trackedLoader();
    const i18n = await createI18n('en', { loader });
    await Promise.all([loadLanguage(i18n, 'el'), loadLanguage(i18n, 'el')]);
    expect(calls.filter((l) => l === 'core/el')).toHaveLength(1);
  });

  it('retries a load that failed before', async () => {
    let attempts = 0;
    const loader: AreaLoader = (area, lang) => (lang === 'sk' && ++attempts === 1 ? Promise.reject(new Error('offline')) : areaLoader(area, lang)());
    const i18n = await createI18n('en', { loader });
    await expect(changeLanguage(i18n, 'sk')).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
    expect(await changeLanguage(i18n, 'sk')).toBe('sk');
  });

  it('refuses an instance it did not make', async () => {
    const { createTranslator } = await import('../../src/i18n/translator');
    await expect(changeLanguage(createTranslator('en'), 'de')).rejects.toThrow(/createI18n/);
  });
});

describe('translation', () => {
  it('picks plural forms by the language rules (cs: one, few, other)', async () => {
    const i18n = await createI18n('cs', { areas: ['search'] });
    expect(i18n.t('search.photosFound', { count: 1 })).toBe('Nalezena 1 fotografie');
    expect(i18n.t('search.photosFound', { count: 3 })).toBe('Nalezeny 3 fotografie');
    expect(i18n.t('search.photosFound', { count: 7 })).toBe('Nalezeno 7 fotografií');
  });

  it('uses the many form where Intl.PluralRules has one (es millions)', async () => {
    const i18n = await createI18n('es', { areas: ['gallery'] });
    expect(i18n.t('gallery.photoCount', { count: 1000000 })).toBe('1000000 de fotos');
    expect(i18n.t('gallery.photoCount', { count: 2 })).toBe('2 fotos');
  });

  it('interpolates without HTML escaping (components render text, never HTML)', async () => {
    const i18n = await createI18n('en', { areas: ['cart'] });
    expect(i18n.t('cart.eventGroup', { name: "O'Neil & <Sons> Run" })).toBe("Event: O'Neil & <Sons> Run");
  });

  it('reads flat keys with dots', async () => {
    const i18n = await createI18n('it', { areas: ['validation'] });
    expect(i18n.t('validation.bibRequired')).toBe('Inserisci il numero di pettorale');
  });
});

describe('bundling', () => {
  // A static import of a locale would pull it into the runtime chunk: only dynamic import()
  // (catalogs.ts) and type-only `typeof import()` may name the locale files.
  it('no source file imports a locale statically', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(name)) files.push(path);
      }
    };
    const root = resolve(import.meta.dirname, '../..');
    for (const dir of ['src', 'widgets']) walk(resolve(root, dir));
    const offenders = files.filter((file) => /^\s*import\s[^(]*from\s+['"][^'"]*locales\/[\w/]+\.json['"]/m.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
