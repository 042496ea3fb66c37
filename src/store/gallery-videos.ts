/**
 * The event gallery's video tab (PRODUCT.md §routes-video): the event's videos, and the
 * participant's personal ones first when a search found them (their start number with the
 * event's search token). Apart from gallery.ts: it loads with the tab, not with the gallery.
 */
import type { Result } from '../api/http';
import type { Event, Id, Video } from '../api/schemas';
import { feature } from './base/feature';
import { query } from './base/query';
import { slot } from './base/slot';
import type { SessionStore } from './session';
import { type VideoKey, type VideosQuery, videosOf } from './videos';

export interface GalleryVideosKey {
  event: Pick<Event, 'eventId' | 'albumId'>;
  /** The participant's start number: their personal video besides the event's own. */
  startNumber?: string | null;
  search?: string;
}

interface ListKey {
  albumId: Id;
  search?: string;
  startNumber?: string;
  searchToken: string | null;
}

/** The lists a tab's key shows: the event's own, and the participant's when a search found them. */
const listsOf = ({ albumId, search, startNumber, searchToken }: ListKey): VideoKey[] => [
  { albumId, search },
  ...(startNumber && searchToken ? [{ albumId, search, startNumber, searchToken }] : []),
];

export function createGalleryVideos({ auth, videos }: { auth: SessionStore; videos: VideosQuery }) {
  // A refused personal search (an expired token) still shows the event's videos.
  const listed = query<ListKey, Video[]>({
    keyOf: (key) => JSON.stringify([key.albumId, key.search ?? '', key.startNumber ?? '', key.searchToken ?? '']),
    async fetch(key) {
      const [own, personal] = await Promise.all(listsOf(key).map((list) => videos.load(list)));
      if (!own?.ok) return own!;
      return { ...own, data: [...(personal?.ok ? personal.data : []), ...own.data] };
    },
  });
  // The list shown stays while another query's loads (busy), as the tab always did.
  const shown = slot(listed, { keepPrevious: true });

  return {
    /** The videos the tab shows; the last query asked for wins over a slower earlier one. */
    videos: shown.state,
    loadVideos({ event, startNumber, search }: GalleryVideosKey): Promise<Result<Video[]>> {
      return shown.show({
        albumId: event.albumId,
        search: search?.trim() || undefined,
        startNumber: startNumber || undefined,
        searchToken: startNumber ? auth.tokenFor(event.eventId) : null,
      });
    },
    /** The 10 s notice's Try again: the lists under way are given up and asked for anew. */
    retry(): void {
      const key = shown.key.peek();
      if (!key) return;
      for (const list of listsOf(key)) void videos.retry(list);
      void listed.refetch(key);
    },
  };
}

export const galleryVideosOf = feature((store) => createGalleryVideos({ auth: store.session, videos: videosOf(store) }));
