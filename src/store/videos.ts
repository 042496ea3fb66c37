/**
 * An album's videos (PRODUCT.md §entities-video): the event's own, or one participant's
 * personal ones (`startNumber` with the event's search token). The one owner of videos, read by
 * the photo search's video view and the gallery's video tab.
 */
import type { ApiWith } from '../api/client';
import type { Id, Video } from '../api/schemas';
import { photosApi } from '../api/services/photos';
import { feature, servicesOf } from './base/feature';
import { mapData, query } from './base/query';

/** The platform's page size for videos: an event has few; one call lists them all. */
const VIDEOS_COUNT = 100;

export interface VideoKey {
  albumId: Id;
  /** A title search (the gallery's video tab). */
  search?: string;
  /** The participant's start number: their personal videos, with `searchToken`. */
  startNumber?: string;
  searchToken?: string | null;
}

const keyOf = ({ albumId, search, startNumber, searchToken }: VideoKey) => JSON.stringify([albumId, search ?? '', startNumber ?? '', searchToken ?? '']);

export function createVideosQuery({ api }: { api: ApiWith<'photos'> }) {
  return query<VideoKey, Video[]>({
    keyOf,
    fetch: ({ albumId, search, startNumber, searchToken }, signal) =>
      api.photos
        .listVideos(
          {
            albumId,
            searchString: search || undefined,
            myStartNumber: startNumber || undefined,
            searchToken: startNumber ? searchToken : null,
            count: VIDEOS_COUNT,
          },
          { signal },
        )
        .then((result) => mapData(result, (list) => list.items)),
  });
}
export type VideosQuery = ReturnType<typeof createVideosQuery>;

export const videosOf = feature((store) => createVideosQuery({ api: servicesOf(store, { photos: photosApi }) }));
