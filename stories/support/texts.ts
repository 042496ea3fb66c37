/**
 * The translation catalogues' texts, for play functions that check a widget speaks the story's
 * language: `text('de', 'cart.title')` is what the German widget must show.
 */
const catalogs = import.meta.glob<Record<string, string>>('../../src/i18n/locales/*/*.json', { eager: true, import: 'default' });

export function text(lang: string, key: string, values: Record<string, string | number> = {}): string {
  for (const [path, catalog] of Object.entries(catalogs)) {
    if (!path.endsWith(`/${lang}.json`) || typeof catalog[key] !== 'string') continue;
    return catalog[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
  }
  throw new Error(`No text "${key}" in the ${lang} catalogues`);
}
