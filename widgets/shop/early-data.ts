/**
 * The data a route shows first, asked for by the boot script at once (src/api/early.ts): while
 * the loader, the runtime and the route's widget are still on their way, the event, its first
 * page of photos or the home page's lists are already coming. Each route says what it needs
 * (routes.ts); the requests come from the reads the API client makes for the same calls
 * (src/api/services/public-reads.ts), so the client takes them (a browser test checks each is asked for
 * once). Only public calls qualify: with a sign-in the client's headers differ and it asks itself.
 */
import { startEarly } from '../../src/api/early';
import { albumPageQuery, CATALOG_SERVICE, catalogReads, homeListQuery, PHOTO_SERVICE, photoReads } from '../../src/api/services/public-reads';
import { baseHeaders, type Read, readUrl } from '../../src/api/url';

/** What a route shows first: the home page's lists, or an event (with its first photos, its products). */
export type RouteData = { homeLists: true } | { event: string; firstPhotos?: boolean; products?: boolean };

export function startRouteData(needs: RouteData, api: string, lang: string): void {
  const start = (service: string, read: Read) => startEarly(readUrl(api, service, read), baseHeaders(lang));
  if ('homeLists' in needs) {
    start(PHOTO_SERVICE, photoReads.events(homeListQuery('recent')));
    start(PHOTO_SERVICE, photoReads.events(homeListQuery('upcoming')));
    return;
  }
  const event = start(PHOTO_SERVICE, photoReads.event(needs.event));
  if (!needs.firstPhotos && !needs.products) return;
  // The album and the catalog are named in the event: the gallery's products (shown above its
  // tabs) and its first photos follow the event's answer.
  event
    .then((answer) => (answer.ok ? answer.json() : null))
    .then((found: { albumId?: unknown; catalogId?: unknown } | null) => {
      const { albumId, catalogId } = found ?? {};
      if (needs.firstPhotos && isId(albumId)) start(PHOTO_SERVICE, photoReads.photos(albumPageQuery(String(albumId), 0)));
      if (needs.products && isId(catalogId)) start(CATALOG_SERVICE, catalogReads.products({ catalogId: String(catalogId) }));
    })
    .catch(() => {});
}

const isId = (value: unknown): value is string | number => typeof value === 'number' || (typeof value === 'string' && value !== '');
