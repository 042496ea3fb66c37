/**
 * What the event gallery reads first: its event (owned by src/store/event.ts) and its albums a
 * page at a time. Its video tab's list is gallery-videos.ts, loaded with that tab. A store feature (feature.ts): built
 * once per page store on first use, loaded with the gallery's chunk only.
 */
import { computed, signal } from '@preact/signals-core';
import type { ApiWith } from '../api/client';
import type { Result } from '../api/http';
import type { Event, Id, Photo, PhotoList } from '../api/schemas';
import { photosApi } from '../api/services/photos';
import { ALBUM_PAGE_SIZE, albumPageQuery } from '../api/services/public-reads';
import { feature, servicesOf } from './base/feature';
import { query } from './base/query';
import { type EventQuery, eventOf } from './event';

/**
 * One album, fetched page by page: `photos` has holes where pages are not loaded yet, so a
 * gallery of 10,000 photos asks only for the pages near the viewport. A page that failed is
 * asked again when scrolled to, or by `retry`.
 */
export function createAlbumPager(api: ApiWith<'photos'>, albumId: Id, pageSize = ALBUM_PAGE_SIZE) {
  const pages = query<number, PhotoList>({
    fetch: (page) => api.photos.listPhotos(albumPageQuery(albumId, page, pageSize)),
  });
  /** The pages asked for so far, in the order asked. */
  const asked = signal<readonly number[]>([]);
  const states = computed(() => asked.value.map((page) => ({ page, state: pages.state(page).value })));

  const total = computed(() => {
    let latest: number | null = null;
    for (const { state } of states.value) if (state.data) latest = state.data.total;
    return latest;
  });

  const load = (page: number): Promise<Result<PhotoList>> => {
    if (!asked.peek().includes(page)) asked.value = [...asked.peek(), page];
    return pages.load(page);
  };

  return {
    albumId,
    /** How many photos the album holds; null until a page has answered. */
    total,
    photos: computed<ReadonlyArray<Photo | undefined>>(() => {
      const photos: Array<Photo | undefined> = [];
      for (const { page, state } of states.value) {
        state.data?.items.forEach((photo, i) => {
          photos[page * pageSize + i] = photo;
        });
      }
      return photos;
    }),
    /** The HTTP status of a page that failed (1001 without response); null when none did. */
    error: computed(() => states.value.find(({ state }) => state.status === 'error')?.state.error?.status ?? null),
    /** Makes sure the photos `start` … `end - 1` are (being) fetched. */
    ensureRange(start: number, end: number): Promise<void> {
      const known = total.peek();
      const last = known === null ? start : Math.min(end, known) - 1;
      const loads: Promise<unknown>[] = [];
      for (let p = Math.floor(Math.max(0, start) / pageSize); p <= Math.floor(Math.max(0, last) / pageSize); p++) loads.push(load(p));
      return Promise.all(loads).then(() => undefined);
    },
    /** Asks again for the pages that failed (the first page when none was asked yet). */
    retry(): Promise<void> {
      const failed = states
        .peek()
        .filter(({ state }) => state.status === 'error')
        .map(({ page }) => page);
      return Promise.all((failed.length ? failed : [0]).map(load)).then(() => undefined);
    },
  };
}
export type AlbumPager = ReturnType<typeof createAlbumPager>;

interface GalleryDeps {
  api: ApiWith<'photos'>;
  /** The owner of events (event.ts). */
  events: EventQuery;
  /** Reports the event's load to the shell (its footer waits); the end function is called once. */
  beginLoad?: () => () => void;
}

export function createGalleryStore({ api, events, beginLoad }: GalleryDeps) {
  const albums = new Map<Id, AlbumPager>();

  return {
    /** The event shown: its data, status and failure (query.ts). */
    event: events.state,
    /**
     * Loads the event shown. PRODUCT.md §shell-loading: the shop's footer waits for a gallery's
     * event while it is on its way, not for one already known.
     */
    loadEvent(eventId: Id): Promise<Result<Event>> {
      const loading = events.load(eventId);
      if (events.state(eventId).peek().status === 'loading') {
        const end = beginLoad?.();
        void loading.finally(() => end?.());
      }
      return loading;
    },

    /** The 10 s notice's "Try again": the event's request under way is given up and sent again. */
    retryEvent: (eventId: Id) => events.retry(eventId),

    /** The pager of an album, shared by every gallery on the page that shows it. */
    album(albumId: Id): AlbumPager {
      let pager = albums.get(albumId);
      if (!pager) albums.set(albumId, (pager = createAlbumPager(api, albumId)));
      return pager;
    },
  };
}

export const galleryOf = feature((store) =>
  createGalleryStore({ api: servicesOf(store, { photos: photosApi }), events: eventOf(store), beginLoad: store.shell.beginEventLoad }),
);
