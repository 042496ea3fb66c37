/**
 * "Save to Photos" (PRODUCT.md §routes-order-share): the purchased files fetched one after another
 * as every download is (a Blob past any cache; the request path retries a failure that may pass,
 * src/api/CONTRACT.md "Retries", and nothing here tries again on top), a file that still failed
 * named with a Try again of its own, and handed to the phone's share sheet in groups it accepts, one tap per group: a browser shares
 * only in answer to a tap, and each share uses that tap up. Closing the sheet is not an error.
 * The browser's share functions come in, so the steps are tested without a phone.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { Result } from '../../api/http';
import { isAbort, isMedia, mediaType, SHARE_MAX_BYTES, SHARE_MAX_FILES, takeBatch } from './share-rules';

/** One purchased file: its number in the order's list, its title and its download link. */
export interface SaveEntry {
  n: number;
  title: string;
  url: string;
}

export interface SaverDeps {
  download: (url: string) => Promise<Result<Blob>>;
  share: (data: ShareData) => Promise<void>;
  canShare: (data: ShareData) => boolean;
  /** The file's name from its number and media type (share-rules.ts `shareFileName`). */
  nameOf: (n: number, type: string) => string;
}

interface Ready {
  entry: SaveEntry;
  file: File;
  size: number;
}

export function createPhotoSaver({ download, share, canShare, nameOf }: SaverDeps) {
  const total = signal(0);
  /** Files fetched (or given up on) so far: the progress while preparing. */
  const fetched = signal(0);
  const fetching = signal(false);
  const sharing = signal(false);
  /** Fetched, not yet handed over, in order. */
  const waiting = signal<Ready[]>([]);
  /** Handed to the phone. */
  const handed = signal(0);
  /** Could not be fetched (the request path gave up): named, with a retry of their own. */
  const failed = signal<SaveEntry[]>([]);
  /** Not a photo or video (a ZIP): the list's own download is the way. */
  const notMedia = signal<SaveEntry[]>([]);
  /** Refused by the browser (`canShare`, or a share of a file over the limit): offered as a link. */
  const refused = signal<SaveEntry[]>([]);
  const shareFailed = signal(false);

  /** The next share; ready when full or when nothing more is coming. */
  const next = computed(() => takeBatch(waiting.value));
  const nextReady = computed(() => {
    const group = next.value;
    return group.length > 0 && (!fetching.value || group.length === SHARE_MAX_FILES || group.length < waiting.value.length);
  });

  async function fetchOne(entry: SaveEntry): Promise<Blob | null> {
    const result = await download(entry.url);
    return result.ok ? result.data : null;
  }

  function accept(entry: SaveEntry, blob: Blob | null) {
    if (!blob) {
      failed.value = [...failed.value, entry];
      return;
    }
    const type = mediaType(blob.type);
    if (!isMedia(type)) {
      notMedia.value = [...notMedia.value, entry];
      return;
    }
    const file = new File([blob], nameOf(entry.n, type), { type });
    if (!canShare({ files: [file] })) refused.value = [...refused.value, entry];
    else waiting.value = [...waiting.value, { entry, file, size: file.size }].sort((a, b) => a.entry.n - b.entry.n);
  }

  return {
    total,
    fetched,
    fetching,
    sharing,
    handed,
    failed,
    notMedia,
    refused,
    shareFailed,
    /** The files of the next share, and whether it can be offered yet. */
    next,
    nextReady,
    /** Everything is handed over: nothing is still coming, waiting or left to try again. */
    done: computed(() => handed.value > 0 && !fetching.value && waiting.value.length === 0 && failed.value.length === 0),

    /** Fetches every file in turn (the first tap); the groups become ready as they fill. */
    async start(entries: readonly SaveEntry[]): Promise<void> {
      if (fetching.value) return;
      batch(() => {
        total.value = entries.length;
        fetched.value = 0;
        handed.value = 0;
        waiting.value = [];
        failed.value = [];
        notMedia.value = [];
        refused.value = [];
        shareFailed.value = false;
        fetching.value = true;
      });
      for (const entry of entries) {
        const blob = await fetchOne(entry);
        batch(() => {
          accept(entry, blob);
          fetched.value++;
        });
      }
      fetching.value = false;
    },

    /** One failed file again (its own button); on success it joins the next share. */
    async retry(entry: SaveEntry): Promise<void> {
      failed.value = failed.value.filter((e) => e !== entry);
      accept(entry, await fetchOne(entry));
    },

    /** Hands the next group to the share sheet (a tap). Closing the sheet leaves it waiting, silently. */
    async shareNext(): Promise<void> {
      const group = next.value;
      if (!nextReady.value || sharing.value) return;
      batch(() => {
        sharing.value = true;
        shareFailed.value = false;
      });
      try {
        await share({ files: group.map((r) => r.file) });
        batch(() => {
          waiting.value = waiting.value.filter((r) => !group.includes(r));
          handed.value += group.length;
        });
      } catch (error) {
        if (isAbort(error)) return;
        const [only] = group;
        // A file over the limit went alone and was refused (a long video): offered as a link, the rest go on.
        if (group.length === 1 && only && only.size > SHARE_MAX_BYTES)
          batch(() => {
            waiting.value = waiting.value.filter((r) => r !== only);
            refused.value = [...refused.value, only.entry];
          });
        else shareFailed.value = true;
      } finally {
        sharing.value = false;
      }
    },
  };
}
export type PhotoSaver = ReturnType<typeof createPhotoSaver>;
