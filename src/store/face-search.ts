/**
 * Face search (PRODUCT.md §overview-finding, PRODUCT.md §routes-search-face,
 * PRODUCT.md §validation-selfie, PRODUCT.md §errors-capture): check the selfie, upload it, wait for
 * recognition (about a minute at most), then search the photos of the best-matching person.
 */
import { signal } from '@preact/signals-core';
import type { ApiWith } from '../api/client';
import type { ApiError } from '../api/http';
import type { Person, SelfieResult } from '../api/schemas';
import { recognitionApi } from '../api/services/recognition';
import type { MessageKey } from '../validation/message-key';
import { readHead, validateSelfie } from '../validation/selfie';
import { feature, servicesOf } from './base/feature';
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

export function createFaceSearch({ api, search, pollOptions }: { api: ApiWith<'recognition'>; search: SearchStore; pollOptions?: PollOptions }) {
  const persons = signal<Person[]>([]);
  const recognizing = signal(false);
  /** When the running search started (ms), for a progress bar over the ~1 minute it takes. */
  const startedAt = signal<number | null>(null);
  let running: AbortController | null = null;

  const fail = (event: SearchEvent, status: number, code: string, key: MessageKey) => {
    recognizing.value = false;
    startedAt.value = null;
    search.fail(event.eventId, { status, code, key, expired: false });
    return false;
  };

  /** Resolves true when photos were searched for a recognized person. */
  async function searchByFace(event: SearchEvent, file: Blob, birthDate?: string): Promise<boolean> {
    const invalid = validateSelfie(file, await readHead(file));
    if (invalid) return fail(event, 0, 'InvalidFile', invalid);
    running?.abort();
    const controller = new AbortController();
    running = controller;
    const { signal: abort } = controller;
    recognizing.value = true;
    startedAt.value = Date.now();
    persons.value = [];
    const created = await api.recognition.uploadSelfie(event.albumId, file, birthDate, { signal: abort });
    // Cancelled by the visitor: no error to show, the form is back as it was.
    if (abort.aborted) return false;
    if (!created.ok) return fail(event, created.error.status, created.error.code, uploadErrorKey(created.error));

    const { result, timedOut } = await poll(
      () => api.recognition.getSelfie(created.data.selfieId, { signal: abort }),
      (r) => abort.aborted || !r.ok || r.data.state !== 'Pending',
      { ...pollOptions, signal: abort },
    );
    if (abort.aborted) return false;
    running = null;
    // A failed wait is a capture error (PRODUCT.md §errors-capture), whatever the status: a 401 or
    // 500 from the recognition service is not an expired search, so "your search has expired" would
    // mislead.
    if (!result.ok) return fail(event, result.error.status, result.error.code, 'capture.error');
    const outcomeKey = timedOut ? 'capture.error' : SELFIE_OUTCOME_KEYS[result.data.state];
    if (outcomeKey) return fail(event, result.status, result.data.state, outcomeKey);

    const ranked = rankPersons(result.data.persons);
    persons.value = ranked;
    recognizing.value = false;
    startedAt.value = null;
    const best = ranked[0];
    if (!best) return fail(event, result.status, 'NoMatch', 'search.noPhotos');
    return (await search.searchPhotos(event, { personId: best.personId })).ok;
  }

  /** Stops a running face search (upload or wait); nothing is reported as an error. */
  function cancel() {
    running?.abort();
    running = null;
    recognizing.value = false;
    startedAt.value = null;
  }

  return { persons, recognizing, startedAt, searchByFace, cancel };
}

export const faceSearchOf = feature((store) =>
  createFaceSearch({ api: servicesOf(store, { recognition: recognitionApi }), search: searchOf(store), pollOptions: store.options.pollOptions }),
);
