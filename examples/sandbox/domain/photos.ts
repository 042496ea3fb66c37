import { hash32, pick } from '../core/hash';
import type { EventRecord, ReportRecord, State } from '../store/state';
import type { Photo } from '../wire';

/**
 * Photos are derived, never stored: photo `index` of an event has id eventId·100000 + index, and
 * its size, the runner on it (a bib number) and its report follow from hashing (event, index).
 */
const ID_FACTOR = 100_000;

export interface PhotoRef {
  event: EventRecord;
  index: number;
}

export const photoIdOf = (eventId: number, index: number) => eventId * ID_FACTOR + index;

export function locatePhoto(state: State, photoId: unknown): PhotoRef | undefined {
  const id = Number(photoId);
  if (!Number.isInteger(id) || id < 0) return undefined;
  const event = state.events.find((e) => e.eventId === Math.floor(id / ID_FACTOR));
  const index = id % ID_FACTOR;
  return event && index < event.photoCount ? { event, index } : undefined;
}

// Landscape and portrait shapes a sports photographer's camera produces.
const SIZES: ReadonlyArray<readonly [number, number]> = [
  [1600, 1067],
  [1600, 1067],
  [1600, 900],
  [1500, 1000],
  [1067, 1600],
  [1200, 1800],
  [1080, 1350],
];

export function photoSize(event: EventRecord, index: number): { width: number; height: number } {
  const [width, height] = pick(SIZES, hash32('size', event.eventId, index));
  return { width, height };
}

const bibCache = new WeakMap<EventRecord, string[]>();

/**
 * The bib number visible on each photo. Every registered participant (except the one whose
 * photos are still being processed) is on at least one photo; about 60% of the photos show a
 * registered participant, the rest show other runners whose numbers nobody registered here.
 */
export function bibsOf(event: EventRecord): string[] {
  const cached = bibCache.get(event);
  if (cached) return cached;
  const onPhotos = event.participants.filter((p) => !p.photosProcessing);
  const registered = new Set(event.participants.map((p) => p.number));
  const bibs: string[] = [];
  for (let index = 0; index < event.photoCount; index++) {
    const h = hash32('bib', event.eventId, index);
    if (onPhotos.length > 0 && (index < onPhotos.length || h % 100 < 60)) {
      const participant = index < onPhotos.length ? onPhotos[index] : pick(onPhotos, h >>> 7);
      bibs.push(participant!.number);
    } else {
      let other = 3000 + ((h >>> 7) % 6000);
      while (registered.has(String(other))) other++;
      bibs.push(String(other));
    }
  }
  bibCache.set(event, bibs);
  return bibs;
}

export function reportOf(event: EventRecord, index: number): ReportRecord | undefined {
  return event.reports.find((r) => index >= r.firstIndex && index < r.firstIndex + r.photoCount);
}

export interface AlbumRef {
  event: EventRecord;
  /** Undefined for the event's all-photos album. */
  report?: ReportRecord;
}

export function locateAlbum(state: State, albumId: unknown): AlbumRef | undefined {
  const id = String(albumId);
  for (const event of state.events) {
    if (String(event.albumId) === id) return { event };
    const report = event.reports.find((r) => String(r.albumId) === id);
    if (report) return { event, report };
  }
  return undefined;
}

/** Indices of the album's photos, optionally only those showing `bib`. */
export function albumIndices(album: AlbumRef, bib?: string): number[] {
  const first = album.report?.firstIndex ?? 0;
  const count = album.report?.photoCount ?? album.event.photoCount;
  const bibs = bibsOf(album.event);
  const indices: number[] = [];
  for (let index = first; index < first + count; index++) {
    if (bib === undefined || bibs[index] === bib) indices.push(index);
  }
  return indices;
}

/** A person found by face search is one registered runner of one event. */
export const personIdOf = (eventId: number, bib: string) => `person-${eventId}-${bib}`;

export function parsePersonId(personId: string): { eventId: number; bib: string } | undefined {
  const match = /^person-(\d+)-(.+)$/.exec(personId);
  return match ? { eventId: Number(match[1]), bib: match[2] as string } : undefined;
}

/** Media urls are built per request, so a state file works whatever port the sandbox has today. */
export const photoPreviewPath = (photoId: number) => `/sandbox/media/photos/${photoId}/preview.svg`;
export const photoThumbPath = (photoId: number) => `/sandbox/media/photos/${photoId}/thumb.png`;

export function wirePhoto(ref: PhotoRef, baseUrl: string): Photo {
  const { event, index } = ref;
  const photoId = photoIdOf(event.eventId, index);
  // Photographers shoot in bursts: the big event every 2 s, the others every 20 s from the start.
  const step = event.photoCount > 1000 ? 2_000 : 20_000;
  return {
    photoId,
    albumId: reportOf(event, index)?.albumId ?? event.albumId,
    url: baseUrl + photoPreviewPath(photoId),
    thumbnailUrl: baseUrl + photoThumbPath(photoId),
    ...photoSize(event, index),
    takenOn: new Date(Date.parse(event.date) + index * step).toISOString(),
  };
}
