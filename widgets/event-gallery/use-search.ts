/**
 * The page's search (shared with the photo search widget), loaded after the gallery's first
 * photos are shown rather than with them: only "My photos" needs it, and the search store is a couple of
 * kilobytes the first widget on a page should not wait for (ARCHITECTURE.md §budgets). Same module,
 * same feature instance, so a search made by another widget shows here at once.
 */
import { signal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import type { Photo } from '../../src/api/schemas';
import { loadOnline } from '../../src/runtime/load-online';
import type { SearchStore } from '../../src/store/search';

/** Read while the search module is still on its way. */
export const NO_PHOTOS = signal<Photo[]>([]);

/** `wanted`: once the gallery's first photos are shown, or at once when "My photos" is opened. */
export function useSearch(wanted: boolean): SearchStore | null {
  const [search, setSearch] = useState<SearchStore | null>(null);
  useEffect(() => {
    if (!wanted || search) return;
    let alive = true;
    // Fetched again when the network is back if the browser was offline (lazy-part.tsx).
    void loadOnline(() => import('./page-search')).then((m) => alive && setSearch(m.pageSearch()));
    return () => {
      alive = false;
    };
  }, [wanted]);
  return search;
}
