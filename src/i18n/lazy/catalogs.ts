/**
 * Lazy areas: texts no widget lists among its areas, because only a lazy part shows them (the
 * share parts of a paid order). The part loads their catalogue with its own code, so their files
 * are listed in its chunk, not in the runtime (ARCHITECTURE.md §budgets; a folder of its own, as
 * the build puts every module directly in src/i18n into the runtime chunk). A language switch
 * reaches them through `followLanguage`.
 */
import type { Catalog } from '../catalogs';
import type { Language } from '../languages';
import type { Translator } from '../translator';

/** Which key prefixes live in which lazy area (as `AREA_PREFIXES` for the widgets' areas). */
export const LAZY_AREA_PREFIXES = { share: ['share'] } as const;
export type LazyArea = keyof typeof LAZY_AREA_PREFIXES;

const files = import.meta.glob<{ default: Catalog }>('../locales/share/*.json');

/** Adds one lazy area of `lang` (default: the language shown) to the translator. */
export async function loadLazyArea(i18n: Translator, area: LazyArea, lang: Language = i18n.language): Promise<void> {
  const load = files[`../locales/${area}/${lang}.json`];
  if (!load) throw new Error(`Racelens i18n: no ${area} catalogue for ${lang}`);
  i18n.addCatalog(lang, (await load()).default);
}

/** Loads the area in every language the visitor switches to; `then` runs once it is there. Returns the unsubscribe. */
export function followLanguage(i18n: Translator, area: LazyArea, then: () => void): () => void {
  return i18n.subscribe((lang) => void loadLazyArea(i18n, area, lang).then(then, then));
}
