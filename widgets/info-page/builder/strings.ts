/**
 * The builder's strings (the `builder` area, PRODUCT.md §routes-organizers-builder): the page's
 * translator with the builder's catalogue of the language in use added by this lazy part, whose
 * chunk holds the loaders (the widgets' shared loaders leave them out, src/i18n/catalogs.ts).
 */
import { useEffect, useState } from 'react';
import type { Catalog } from '../../../src/i18n/catalogs';
import { getPage } from '../../../src/runtime/page';
import { type Translation, useTranslation } from '../../../src/runtime/use-translation';

const files = import.meta.glob<{ default: Catalog }>('../../../src/i18n/locales/builder/*.json');

export function useBuilderStrings(): Translation {
  const page = useTranslation();
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    const load = files[`../../../src/i18n/locales/builder/${page.lang}.json`];
    if (!page.ready || !load) return;
    void Promise.all([getPage().i18n, load()]).then(([i18n, { default: catalog }]) => {
      i18n.addCatalog(page.lang, catalog);
      if (alive) setLoaded(page.lang);
    });
    return () => {
      alive = false;
    };
  }, [page.lang, page.ready]);
  return { ...page, ready: page.ready && loaded === page.lang };
}
