/**
 * Every catalogue at once, for tests and tools (widgets load theirs by area: catalogs.ts): makes
 * every area loadable, and gives each language's areas merged.
 */
import { AREAS, addCatalogs, areaLoader, type CatalogLoader } from './catalogs';
import { LANGUAGES, type Language } from './languages';

addCatalogs(import.meta.glob('./locales/*/*.json'));

export const CATALOG_LOADERS = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    async () => ({
      default: Object.assign({}, ...(await Promise.all(AREAS.map((area) => areaLoader(area, lang)()))).map((m) => m.default)),
    }),
  ]),
) as Readonly<Record<Language, CatalogLoader>>;
