/**
 * A list of photos as the grid and the viewer read it: how many, the one at an index (or not
 * yet), and a way to fetch a range. Backed by an album pager (fetched as the visitor scrolls) or
 * by a list already in hand (a search's results).
 */
import { useCallback, useEffect } from 'react';
import type { Photo } from '../../src/api/schemas';
import { useValue } from '../../src/runtime/use-value';
import type { AlbumPager } from '../../src/store/gallery';

export interface PhotoSource {
  count: number;
  /** True until the first answer tells how many there are. */
  loading: boolean;
  error: number | null;
  photoAt(index: number): Photo | undefined;
  ensureRange(start: number, end: number): void;
  retry(): void;
}

export function usePagerSource(pager: AlbumPager): PhotoSource {
  const total = useValue(pager.total);
  const photos = useValue(pager.photos);
  const error = useValue(pager.error);
  useEffect(() => {
    if (pager.total.peek() === null) void pager.ensureRange(0, 1);
  }, [pager]);
  const ensureRange = useCallback((start: number, end: number) => void pager.ensureRange(start, end), [pager]);
  return {
    count: total ?? 0,
    loading: total === null && error === null,
    error,
    photoAt: (index) => photos[index],
    ensureRange,
    retry: () => void pager.retry(),
  };
}

const noop = () => {};

export function listSource(photos: readonly Photo[]): PhotoSource {
  return { count: photos.length, loading: false, error: null, photoAt: (index) => photos[index], ensureRange: noop, retry: noop };
}
