/**
 * What the event gallery reads from the platform: the event, its albums a page at a time, and
 * its videos. A store feature (src/store/feature.ts): built once per page store on first use,
 * loaded with the gallery's chunk only, and free of the DOM like the rest of the store.
 */
import { batch, type Signal, signal } from '@preact/signals-core';
import type { ApiClient } from '../../src/api/client';
import type { Result } from '../../src/api/http';
import { ALBUM_PAGE_SIZE } from '../../src/api/query-defaults';
import type { Event, Photo, Video } from '../../src/api/schemas';
import { feature } from '../../src/store/feature';
import type { SessionStore } from '../../src/store/session';

type Id = string | number;

export interface Loadable<T> {
  data: T | null;
  loading: boolean;
  /** HTTP status of the failure (1001 without response); null when fine. */
  error: number | null;
}

const idle = <T>(): Loadable<T> => ({ data: null, loading: false, error: null });

/**
 * One album, fetched page by page: `photos` has holes where pages are not loaded yet, so a
 * gallery of 10,000 photos asks only for the pages near the viewport.
 */
export function createAlbumPager(api: ApiClient, albumId: Id, pageSize = ALBUM_PAGE_SIZE) {
  const total = signal<number | null>(null);
  const photos = signal<ReadonlyArray<Photo | undefined>>([]);
  const error = signal<number | null>(null);
  const requested = new Set<number>();

  async function loadPage(page: number): Promise<void> {
    if (requested.has(page)) return;
    requested.add(page);
    const result = await api.photos.listPhotos({ albumId, offset: page * pageSize, count: pageSize });
    if (!result.ok) {
      // Forget the request so scrolling back (or a retry) asks again.
      requested.delete(page);
      error.value = result.error.status;
      return;
    }
    const next = photos.value.slice();
    for (const [i, photo] of result.data.items.entries()) next[page * pageSize + i] = photo;
    batch(() => {
      total.value = result.data.total;
      photos.value = next;
      error.value = null;
    });
  }

  return {
    albumId,
    total,
    photos,
    error,
    /** Makes sure the photos `start` … `end - 1` are (being) fetched. */
    ensureRange(start: number, end: number): Promise<void> {
      const last = total.value === null ? start : Math.min(end, total.value) - 1;
      const pages: Promise<void>[] = [];
      for (let p = Math.floor(Math.max(0, start) / pageSize); p <= Math.floor(Math.max(0, last) / pageSize); p++) {
        pages.push(loadPage(p));
      }
      return Promise.all(pages).then(() => undefined);
    },
    retry(): Promise<void> {
      error.value = null;
      return loadPage(0);
    },
  };
}
export type AlbumPager = ReturnType<typeof createAlbumPager>;

export interface VideoQuery {
  event: Pick<Event, 'eventId' | 'albumId'>;
  /** The participant's start number: their personal video besides the event's own. */
  startNumber?: string | null;
  search?: string;
}

export function createGalleryStore({
  api,
  auth,
  beginLoad,
}: {
  api: ApiClient;
  auth: SessionStore;
  /** Reports the event's load to the shell (its footer waits); the end function is called once. */
  beginLoad?: () => () => void;
}) {
  const events = new Map<string, Signal<Loadable<Event>>>();
  const albums = new Map<string, AlbumPager>();
  const videos = signal<Loadable<Video[]>>(idle());
  let videoCall = 0;

  const eventSignal = (eventId: Id) => {
    let entry = events.get(String(eventId));
    if (!entry) events.set(String(eventId), (entry = signal(idle<Event>())));
    return entry;
  };

  return {
    event: eventSignal,

    async loadEvent(eventId: Id): Promise<Result<Event> | null> {
      const entry = eventSignal(eventId);
      if (entry.value.data || entry.value.loading) return null;
      entry.value = { data: null, loading: true, error: null };
      const end = beginLoad?.();
      const result = await api.photos.getEvent(eventId);
      end?.();
      entry.value = result.ok ? { data: result.data, loading: false, error: null } : { data: null, loading: false, error: result.error.status };
      return result;
    },

    /** The pager of an album, shared by every gallery on the page that shows it. */
    album(albumId: Id): AlbumPager {
      let pager = albums.get(String(albumId));
      if (!pager) albums.set(String(albumId), (pager = createAlbumPager(api, albumId)));
      return pager;
    },

    videos,
    /**
     * The event's videos, and the participant's personal one when a search found them
     * (`myStartNumber` with the event's search token). A newer query wins over a slower older one.
     */
    async loadVideos({ event, startNumber, search }: VideoQuery): Promise<void> {
      const call = ++videoCall;
      videos.value = { ...videos.value, loading: true, error: null };
      const searchString = search?.trim() || undefined;
      const common = { albumId: event.albumId, searchString, count: 100 };
      const token = startNumber ? auth.tokenFor(event.eventId) : null;
      const [own, personal] = await Promise.all([
        api.photos.listVideos(common),
        startNumber && token ? api.photos.listVideos({ ...common, myStartNumber: startNumber, searchToken: token }) : Promise.resolve(null),
      ]);
      if (call !== videoCall) return;
      if (!own.ok) {
        videos.value = { data: null, loading: false, error: own.error.status };
        return;
      }
      // A refused personal search (expired token) still shows the event's videos.
      const mine = personal?.ok ? personal.data.items : [];
      videos.value = { data: [...mine, ...own.data.items], loading: false, error: null };
    },
  };
}

export const galleryOf = feature((store) => createGalleryStore({ api: store.api, auth: store.session, beginLoad: store.shell.beginEventLoad }));
