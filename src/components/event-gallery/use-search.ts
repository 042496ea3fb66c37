/**
 * The page's search (shared with <racelens-photo-search>), loaded after the gallery's first
 * render rather than with it: only "My photos" needs it, and the search store is a couple of
 * kilobytes the first widget on a page should not wait for (DESIGN §4). Same module, same
 * feature instance, so a search made by another widget shows here at once.
 */
import { signal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import type { Photo } from '../../api/schemas';
import type { SearchStore } from '../../store/search';

/** Read while the search module is still on its way. */
export const NO_PHOTOS = signal<Photo[]>([]);

export function useSearch(): SearchStore | null {
  const [search, setSearch] = useState<SearchStore | null>(null);
  useEffect(() => {
    let alive = true;
    void import('./page-search').then((m) => alive && setSearch(m.pageSearch()));
    return () => {
      alive = false;
    };
  }, []);
  return search;
}
