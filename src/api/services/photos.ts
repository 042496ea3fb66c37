import { type ApiContext, bindService, type CallOptions, type Result, schemasOf, seg } from '../http';
import type { Id, ItsMePayload, Photo } from '../schemas';
import type { PhotoList } from '../schemas/photos';
import { PHOTO_SERVICE, photoReads } from './public-reads';

const schema = schemasOf(() => import('../schemas/photos'));

export type Page = { offset?: number; count?: number };

/** Personal searches carry the competitor's search token (protected events, CONTRACT.md). */
export type PhotoQuery = Page & {
  albumId: Id;
  startNumber?: string;
  personId?: Id;
  searchToken?: string | null;
};
export type VideoQuery = Page & {
  albumId?: Id;
  myStartNumber?: string;
  searchString?: string;
  searchToken?: string | null;
};

/** PRODUCT.md §constants-limits: fetch-all pages 100 photos at a time. */
export const PHOTO_PAGE_SIZE = 100;

/** The photo-service: events, photos, videos and "it is me" marks. */
export function photosApi(ctx: ApiContext) {
  const open = bindService(ctx, PHOTO_SERVICE);
  // Searches of a participant's photos and videos send the SSO token when present
  // (PRODUCT.md §roles-tokens).
  const search = bindService(ctx, PHOTO_SERVICE, { auth: true });

  const listPhotos = ({ searchToken, ...query }: PhotoQuery, opts?: CallOptions) =>
    search({ ...photoReads.photos(query), searchToken, schema: schema('PhotoList') }, opts);

  return {
    listEvents: (q: Page & { externalEventId?: string; searchString?: string; when?: 'recent' | 'upcoming' } = {}, opts?: CallOptions) =>
      open({ ...photoReads.events(q), schema: schema('EventList') }, opts),

    getEvent: (eventId: Id, opts?: CallOptions) => open({ ...photoReads.event(eventId), schema: schema('Event') }, opts),

    listVideos: ({ searchToken, ...query }: VideoQuery, opts?: CallOptions) =>
      search({ path: '/videos', query, searchToken, schema: schema('VideoList') }, opts),

    listPhotos,

    /**
     * Every photo of the query: the first page tells the total, the rest are fetched a few at a
     * time (a large event has thousands of photos; unbounded parallel requests would starve the
     * page's other calls). Items keep the server's order; any failed page fails the whole call.
     */
    async fetchAllPhotos(
      q: Omit<PhotoQuery, 'offset' | 'count'>,
      { concurrency = 3, ...opts }: CallOptions & { concurrency?: number } = {},
    ): Promise<Result<PhotoList>> {
      const first = await listPhotos({ ...q, offset: 0, count: PHOTO_PAGE_SIZE }, opts);
      if (!first.ok) return first;
      const offsets: number[] = [];
      for (let o = PHOTO_PAGE_SIZE; o < first.data.total; o += PHOTO_PAGE_SIZE) offsets.push(o);
      const pages = await mapLimit(offsets, concurrency, (offset) => listPhotos({ ...q, offset, count: PHOTO_PAGE_SIZE }, opts));
      const items: Photo[] = [...first.data.items];
      for (const page of pages) {
        if (!page.ok) return page;
        items.push(...page.data.items);
      }
      return { ...first, data: { ...first.data, items, count: items.length } };
    },

    /** PRODUCT.md §calls-photos: 204 on success. */
    markItsMe: (photoId: Id, payload: ItsMePayload, opts?: CallOptions) =>
      search({ method: 'POST', path: `/photos/${seg(photoId)}/itsme`, body: payload, expect: 204 }, opts),
  };
}

/**
 * Runs `task` over `items` with at most `limit` in flight; results keep the items' order.
 * Stops starting new tasks once one reports failure (`ok: false`), since the caller discards
 * everything then; slots never started hold that failure.
 */
async function mapLimit<I, R extends { ok: boolean }>(items: readonly I[], limit: number, task: (item: I, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed: R | undefined;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      const result = await task(items[index] as I, index);
      results[index] = result;
      if (!result.ok) failed ??= result;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return failed ? Array.from(results, (r) => r ?? (failed as R)) : results;
}
