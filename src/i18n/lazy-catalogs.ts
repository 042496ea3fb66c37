/**
 * The catalogues of the lazy areas (`LAZY_AREAS` in catalogs.ts): imported only by the lazy part
 * that shows their texts, so their files are listed in that part's chunk, not in the runtime
 * (ARCHITECTURE.md §budgets). A language switch reaches them through `followLanguage`.
 */
import type { Area, Catalog } from './catalogs';
import type { Language } from './languages';
import type { Translator } from './translator';

const files = import.meta.glob<{ default: Catalog }>('./locales/share/*.json');

/** Adds one lazy area of `lang` (default: the language shown) to the translator. */
export async function loadLazyArea(i18n: Translator, area: Area, lang: Language = i18n.language): Promise<void> {
  const load = files[`./locales/${area}/${lang}.json`];
  if (!load) throw new Error(`Racelens i18n: no lazy ${area} catalogue for ${lang}`);
  i18n.addCatalog(lang, (await load()).default);
}

/** Loads the area in every language the visitor switches to; `then` runs once it is there. Returns the unsubscribe. */
export function followLanguage(i18n: Translator, area: Area, then: () => void): () => void {
  return i18n.subscribe((lang) => void loadLazyArea(i18n, area, lang).then(then, then));
}
