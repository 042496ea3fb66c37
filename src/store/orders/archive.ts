/**
 * An order's files as one ZIP (PRODUCT.md §states-archive): asked for (POST, only 201 counts),
 * built by the server (polled until Published), then its file. One archive at a time; its
 * progress lives here, so it survives the widget being moved or re-mounted.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { ApiWith } from '../../api/client';
import type { Archive, Id } from '../../api/schemas';
import { archivesApi } from '../../api/services/archives';
import { feature, servicesOf } from '../base/feature';
import { type PollOptions, poll } from '../base/poll';
import { IDLE, query } from '../base/query';
import { singleFlight } from '../base/single-flight';
import { isArchiveReady } from '../payment-rules';

/** The archive download's progress: asked for (POST), being built (polling), ready or failed. */
export type ArchiveStep = 'idle' | 'requesting' | 'processing' | 'ready' | 'failed';

export function createArchiveStore({ api, pollOptions }: { api: ApiWith<'archives'>; pollOptions?: PollOptions }) {
  const archives = query<string, Archive>({ fetch: (archiveId) => api.archives.get(archiveId) });
  /** Where the archive of `orderId` is: shown as progress on the order page. */
  const step = signal<ArchiveStep>('idle');
  const orderId = signal<Id | null>(null);
  const archiveId = signal<string | null>(null);
  /** The archive being built (Pending → Processing → Published), as last polled. */
  const archive = computed(() => (archiveId.value === null ? IDLE : archives.state(archiveId.value).value).data);

  return {
    step,
    orderId,
    archive,
    ready: computed(() => isArchiveReady(archive.value)),

    /** PRODUCT.md §states-archive: created only on 201, then ready once Published. Resolves to the final archive. */
    create: singleFlight(async (forOrder: Id, options: PollOptions = pollOptions ?? {}): Promise<Archive | null> => {
      batch(() => {
        archiveId.value = null;
        step.value = 'requesting';
        orderId.value = forOrder;
      });
      const created = await api.archives.create(forOrder);
      if (!created.ok) {
        step.value = 'failed';
        return null;
      }
      const id = created.data.archiveId;
      batch(() => {
        archiveId.value = id;
        step.value = 'processing';
      });
      const { result } = await poll(
        () => archives.refetch(id),
        (r) => !r.ok || r.data.state === 'Published' || r.data.state === 'Failed',
        options,
      );
      const done = result.ok && isArchiveReady(result.data) && !!result.data.fileUrl;
      step.value = done ? 'ready' : 'failed';
      return result.ok ? result.data : null;
    }),
  };
}

export const archiveOf = feature((store) => createArchiveStore({ api: servicesOf(store, { archives: archivesApi }), pollOptions: store.options.pollOptions }));
