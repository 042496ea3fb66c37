/**
 * The rules of handing purchased files to the phone (PRODUCT.md §routes-order-share) as plain
 * functions: how many files one share takes, what the files are called, which failures are the
 * visitor's own choice.
 */

/**
 * PRODUCT.md §constants-limits: at most 10 files and 50 MB in one share. Chrome on Android refuses
 * more than 10 files or more than 50 MB in one share; Safari on iOS names no limit but holds
 * every file in memory, so the same groups keep it responsive (ARCHITECTURE.md §share-limits).
 */
export const SHARE_MAX_FILES = 10;
export const SHARE_MAX_BYTES = 50_000_000;

/**
 * The next share: files in order while both limits hold; always at least one, so a single file
 * over the byte limit goes alone (and the browser's `canShare` decides about it).
 */
export function takeBatch<T extends { size: number }>(files: readonly T[], maxFiles = SHARE_MAX_FILES, maxBytes = SHARE_MAX_BYTES): T[] {
  const batch: T[] = [];
  let bytes = 0;
  for (const file of files) {
    if (batch.length === maxFiles || (batch.length > 0 && bytes + file.size > maxBytes)) break;
    batch.push(file);
    bytes += file.size;
  }
  return batch;
}

/** Every share the files make, in order. */
export function batchesOf<T extends { size: number }>(files: readonly T[], maxFiles = SHARE_MAX_FILES, maxBytes = SHARE_MAX_BYTES): T[][] {
  const batches: T[][] = [];
  for (let rest = files; rest.length > 0; ) {
    const batch = takeBatch(rest, maxFiles, maxBytes);
    batches.push(batch);
    rest = rest.slice(batch.length);
  }
  return batches;
}

/** 'image/svg+xml; charset=utf-8' → 'image/svg+xml' (a File's type carries no parameters). */
export const mediaType = (contentType: string): string => contentType.split(';')[0]!.trim().toLowerCase();

/** Photos and videos are what a phone's gallery takes; anything else (a ZIP) is not shared. */
export const isMedia = (type: string): boolean => /^(image|video)\//.test(type);

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'image/heic': 'heic',
  'video/quicktime': 'mov',
};

/** The file extension of a media type: jpg for JPEG, else its subtype ('image/png' → 'png'). */
export function extensionOf(type: string): string {
  const known = EXTENSIONS[type];
  if (known) return known;
  const subtype = type.split('/')[1] ?? '';
  return /^[a-z0-9]{1,8}$/.test(subtype) ? subtype : 'bin';
}

/** 'Rīga City Run 2026' → 'riga-city-run-2026': letters and digits only, at most 40 characters. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

export interface NameParts {
  /** The event's name, when the page knows it. */
  event: string | null;
  /** The bib the participant searched with, else the order's number. */
  who: string;
}

/**
 * PRODUCT.md §routes-order-share: `<event>-<bib or number>-<n>.<ext>`, e.g.
 * `riga-city-run-2026-1234-3.jpg`; `photos-…` when the event is not known.
 */
export function shareFileName({ event, who }: NameParts, n: number, type: string): string {
  const parts = [slug(event ?? '') || 'photos', slug(who) || 'order', String(n)];
  return `${parts.join('-')}.${extensionOf(type)}`;
}

/** The visitor closed the share sheet: not an error (PRODUCT.md §routes-order-share). */
export const isAbort = (error: unknown): boolean => (error as { name?: unknown } | null)?.name === 'AbortError';
