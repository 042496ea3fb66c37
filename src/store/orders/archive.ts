/**
 * An order's files as one ZIP (PRODUCT.md §states-archive): asked for (POST, only 201 counts),
 * built by the server (polled until Published), then its file. One archive at a time, as one write
 * (base/mutation.ts); its progress lives here, so it survives the widget being moved or re-mounted.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { ApiWith } from '../../api/client';
import type { Archive, Id } from '../../api/schemas';
import { archivesApi } from '../../api/services/archives';
import { feature, servicesOf } from '../base/feature';
import { mutation } from '../base/mutation';
import { type PollOptions, poll } from '../base/poll';
import { IDLE, query } from '../base/query';
import { isArchiveReady } from '../payment-rules';

/** The archive download's progress: asked for (POST), being built (polling), ready or failed. */
export type ArchiveStep = 'idle' | 'requesting' | 'processing' | 'ready' | 'failed';

export function createArchiveStore({ api, pollOptions }: { api: ApiWith<'archives'>; pollOptions?: PollOptions }) {
  const archives = query<string, Archive>({ fetch: (archiveId, signal) => api.archives.get(archiveId, { signal }) });
  const orderId = signal<Id | null>(null);
  const archiveId = signal<string | null>(null);
  /** The archive being built (Pending → Processing → Published), as last polled. */
  const archive = computed(() => (archiveId.value === null ? IDLE : archives.state(archiveId.value).value).data);

  /**
   * Asking for the archive and waiting until it is built, as one write (mutation.ts): a tap while
   * it runs joins it; the 10 s notice's Try again sends it anew, its Cancel gives it up.
   */
  const build = mutation<{ forOrder: Id; options: PollOptions }, Archive, null>(
    async ({ forOrder, options }, abort) => {
      batch(() => {
        archiveId.value = null;
        orderId.value = forOrder;
      });
      const created = await api.archives.create(forOrder, { signal: abort });
      if (!created.ok || abort.aborted) return { ok: false, error: null };
      const id = created.data.archiveId;
      archiveId.value = id;
      const { result } = await poll(
        () => archives.refetch(id),
        (r) => !r.ok || r.data.state === 'Published' || r.data.state === 'Failed',
        { ...options, signal: abort },
      );
      // PRODUCT.md §states-archive: done only once Published with a file to fetch.
      return result.ok && isArchiveReady(result.data) && result.data.fileUrl ? { ok: true, data: result.data } : { ok: false, error: null };
    },
    { single: true },
  );

  /** Where the archive of `orderId` is: shown as progress on the order page. */
  const step = computed<ArchiveStep>(() => {
    const { status } = build.state.value;
    if (status === 'pending') return archiveId.value === null ? 'requesting' : 'processing';
    return status === 'success' ? 'ready' : status === 'error' ? 'failed' : 'idle';
  });

  return {
    step,
    orderId,
    archive,
    ready: computed(() => isArchiveReady(archive.value)),
    /** PRODUCT.md §states-archive: created only on 201, then ready once Published. Resolves to the built archive, else null. */
    create: async (forOrder: Id, options: PollOptions = pollOptions ?? {}): Promise<Archive | null> => {
      const outcome = await build.run({ forOrder, options });
      return outcome.ok ? outcome.data : null;
    },
    /** The 10 s notice's Try again: the request under way is given up and made anew. */
    retry: () => void build.retry(),
    /** The 10 s notice's Cancel: back to the button, nothing asked for any more. */
    cancel: () => build.cancel(),
  };
}

export const archiveOf = feature((store) => createArchiveStore({ api: servicesOf(store, { archives: archivesApi }), pollOptions: store.options.pollOptions }));
