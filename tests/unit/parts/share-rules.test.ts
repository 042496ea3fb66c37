/**
 * The rules of handing purchased files to the phone (PRODUCT.md §routes-order-share): groups the
 * share sheet accepts, the names the files arrive with, and a closed sheet not being an error.
 */
import { describe, expect, it } from 'vitest';
import {
  batchesOf,
  extensionOf,
  isAbort,
  mediaType,
  SHARE_MAX_BYTES,
  SHARE_MAX_FILES,
  shareFileName,
  slug,
  takeBatch,
} from '../../../src/parts/orders/share-rules';

const files = (...sizes: number[]) => sizes.map((size, i) => ({ id: i + 1, size }));
const ids = (batches: Array<Array<{ id: number }>>) => batches.map((b) => b.map((f) => f.id));

describe('batches', () => {
  it('are the limits PRODUCT.md §constants-limits names: 10 files, 50 MB', () => {
    expect(SHARE_MAX_FILES).toBe(10);
    expect(SHARE_MAX_BYTES).toBe(50_000_000);
  });

  it('24 photos go in three shares of 10, 10 and 4, in order', () => {
    const photos = files(...Array.from({ length: 24 }, () => 3_000_000 / 2));
    expect(batchesOf(photos).map((b) => b.length)).toEqual([10, 10, 4]);
    expect(batchesOf(photos).flat()).toEqual(photos);
  });

  it('close a group before it passes 50 MB', () => {
    // 8 MB photos: six make 48 MB, the seventh would pass 50.
    expect(ids(batchesOf(files(...Array.from({ length: 8 }, () => 8_000_000))))).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
    expect(ids(batchesOf(files(25_000_000, 25_000_000, 1)))).toEqual([[1, 2], [3]]);
  });

  it('give a file over 50 MB (a video) a share of its own', () => {
    expect(ids(batchesOf(files(2_000_000, 80_000_000, 2_000_000)))).toEqual([[1], [2], [3]]);
  });

  it('take nothing from nothing', () => {
    expect(takeBatch([])).toEqual([]);
    expect(batchesOf([])).toEqual([]);
  });
});

describe('file names', () => {
  it('are <event>-<bib or number>-<n> with the extension of the file type', () => {
    expect(shareFileName({ event: 'Riga City Run 2026', who: '1234' }, 3, 'image/jpeg')).toBe('riga-city-run-2026-1234-3.jpg');
    expect(shareFileName({ event: 'Riga City Run 2026', who: 'RL-20260512-0042' }, 12, 'image/png')).toBe('riga-city-run-2026-rl-20260512-0042-12.png');
    expect(shareFileName({ event: 'Big City Marathon', who: '10001' }, 1, 'video/mp4')).toBe('big-city-marathon-10001-1.mp4');
    expect(shareFileName({ event: 'Big City Marathon', who: '10001' }, 2, 'image/svg+xml')).toBe('big-city-marathon-10001-2.svg');
  });

  it('say "photos" when the event is not known, and keep only letters and digits', () => {
    expect(shareFileName({ event: null, who: 'RL-7' }, 1, 'image/jpeg')).toBe('photos-rl-7-1.jpg');
    expect(shareFileName({ event: '  ¡¿ ', who: '../etc/passwd' }, 2, 'image/jpeg')).toBe('photos-etc-passwd-2.jpg');
    expect(slug('Tatra Trail Cup — Štrbské Pleso')).toBe('tatra-trail-cup-strbske-pleso');
    expect(slug('Rīga Pilsētas Skrējiens Ļoti Garš Nosaukums 2026 Edition')).toHaveLength(40);
  });

  it('read the media type without its parameters', () => {
    expect(mediaType('image/svg+xml; charset=utf-8')).toBe('image/svg+xml');
    expect(mediaType('IMAGE/JPEG')).toBe('image/jpeg');
    expect(extensionOf('video/quicktime')).toBe('mov');
    expect(extensionOf('image/webp')).toBe('webp');
    expect(extensionOf('application/x-what;ever')).toBe('bin');
  });
});

describe('a closed share sheet', () => {
  it('is an AbortError, and only that', () => {
    expect(isAbort(new DOMException('Share canceled', 'AbortError'))).toBe(true);
    expect(isAbort(new DOMException('Not allowed', 'NotAllowedError'))).toBe(false);
    expect(isAbort(new TypeError('bad data'))).toBe(false);
    expect(isAbort(null)).toBe(false);
  });
});
