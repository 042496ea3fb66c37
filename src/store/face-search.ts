/**
 * Face search (PRODUCT.md §overview-finding, PRODUCT.md §routes-search-face,
 * PRODUCT.md §validation-selfie, PRODUCT.md §errors-capture): check the selfie, upload it, wait for
 * recognition (about a minute at most), then search the photos of the best-matching person. The
 * upload and the wait are one write on mutation() (base/mutation.ts).
 */
import { computed, signal } from '@preact/signals-core';
import type { ApiWith } from '../api/client';
import type { ApiError } from '../api/http';
import type { Person, SelfieResult } from '../api/schemas';
import { recognitionApi } from '../api/services/recognition';
import type { MessageKey } from '../validation/message-key';
import { readHead, validateSelfie } from '../validation/selfie';
import { feature, servicesOf } from './base/feature';
import { mutation, type Outcome } from './base/mutation';
import { type PollOptions, poll } from './base/poll';
import type { SearchEvent, SearchStore } from './search';
import { searchOf } from './search';

const SELFIE_OUTCOME_KEYS: Readonly<Record<SelfieResult['state'], MessageKey | null>> = {
  Pending: 'capture.error',
  Done: null,
  NoFace: 'capture.noFace',
  SeveralFaces: 'capture.severalFaces',
  Failed: 'capture.error',
};

const UPLOAD_ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  FileTooLarge: 'selfie.fileTooLarge',
  UnsupportedMediaType: 'selfie.notAnImage',
};

/** PRODUCT.md §errors-capture message of a failed upload. */
export const uploadErrorKey = (error: ApiError): MessageKey => UPLOAD_ERROR_KEYS[error.code] ?? 'capture.error';

/** Best match first. */
export const rankPersons = (persons: readonly Person[]): Person[] => [...persons].sort((a, b) => b.similarity - a.similarity);

/** Why recognition found no one to search for, and the message to show. */
interface Unrecognized {
  status: number;
  code: string;
  key: MessageKey;
}

/** What a search given up ends with (never shown). */
const GIVEN_UP: Unrecognized = { status: 0, code: 'Aborted', key: 'capture.error' };

interface Selfie {
  event: SearchEvent;
  file: Blob;
  birthDate?: string;
}

export function createFaceSearch({ api, search, pollOptions }: { api: ApiWith<'recognition'>; search: SearchStore; pollOptions?: PollOptions }) {
  const persons = signal<Person[]>([]);
  /** When the running recognition started (ms), for a progress bar over the ~1 minute it takes. */
  const startedAt = signal<number | null>(null);

  /** Upload, then the wait for recognition; the best match. */
  async function recognize({ event, file, birthDate }: Selfie, abort: AbortSignal): Promise<Outcome<Person, Unrecognized>> {
    const created = await api.recognition.uploadSelfie(event.albumId, file, birthDate, { signal: abort });
    if (!created.ok) return { ok: false, error: { ...created.error, key: uploadErrorKey(created.error) } };
    const { result, timedOut } = await poll(
      () => api.recognition.getSelfie(created.data.selfieId, { signal: abort }),
      (r) => abort.aborted || !r.ok || r.data.state !== 'Pending',
      { ...pollOptions, signal: abort },
    );
    // A failed wait is a capture error (PRODUCT.md §errors-capture), whatever the status: a 401
    // or 500 from the recognition service is not an expired search, so "your search has
    // expired" would mislead.
    if (!result.ok) return { ok: false, error: { ...result.error, key: 'capture.error' } };
    const outcomeKey = timedOut ? 'capture.error' : SELFIE_OUTCOME_KEYS[result.data.state];
    if (outcomeKey) return { ok: false, error: { status: result.status, code: result.data.state, key: outcomeKey } };
    const ranked = rankPersons(result.data.persons);
    persons.value = ranked;
    const best = ranked[0];
    return best ? { ok: true, data: best } : { ok: false, error: { status: result.status, code: 'NoMatch', key: 'search.noPhotos' } };
  }

  /**
   * Upload and recognition as one write (base/mutation.ts): `cancel` stops it, and a new selfie
   * gives up the one before; a search given up ends as GIVEN_UP, with nothing reported.
   */
  const recognition = mutation<Selfie, Person, Unrecognized>(async (selfie, abort) => {
    const outcome = await recognize(selfie, abort);
    return abort.aborted ? { ok: false, error: GIVEN_UP } : outcome;
  });

  const fail = (event: SearchEvent, { status, code, key }: Unrecognized) => {
    search.fail(event.eventId, { status, code, key, expired: false });
    return false;
  };

  /** Resolves true when photos were searched for a recognized person. */
  async function searchByFace(event: SearchEvent, file: Blob, birthDate?: string): Promise<boolean> {
    const invalid = validateSelfie(file, await readHead(file));
    if (invalid) return fail(event, { status: 0, code: 'InvalidFile', key: invalid });
    recognition.cancel();
    persons.value = [];
    startedAt.value = Date.now();
    const recognized = await recognition.run({ event, file, birthDate });
    // Cancelled by the visitor (or given up for a newer selfie): no error to show.
    if (!recognized.ok && recognized.error === GIVEN_UP) return false;
    startedAt.value = null;
    if (!recognized.ok) return fail(event, recognized.error);
    return (await search.searchPhotos(event, { personId: recognized.data.personId })).ok;
  }

  return {
    persons,
    recognizing: computed(() => recognition.state.value.status === 'pending'),
    startedAt,
    searchByFace,
    /** Stops a running face search (upload or wait); nothing is reported as an error. */
    cancel() {
      recognition.cancel();
      startedAt.value = null;
    },
  };
}

export const faceSearchOf = feature((store) =>
  createFaceSearch({ api: servicesOf(store, { recognition: recognitionApi }), search: searchOf(store), pollOptions: store.options.pollOptions }),
);
