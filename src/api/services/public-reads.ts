/**
 * The public reads a screen starts with (the event, its first photos and products, the home
 * page's lists), described once: the services (services/photos.ts, services/catalog.ts) and the
 * stores make them through the API client, and the hosted shop's boot script starts the very
 * same requests before the SDK has loaded (widgets/shop/early-data.ts, src/api/early.ts). Free
 * of the client and its schemas, so the boot script stays tiny.
 */
import { type Query, type Read, seg } from '../url';

export const PHOTO_SERVICE = 'photo-service';
export const CATALOG_SERVICE = 'catalog-service';

/** Photos are fetched as the visitor scrolls, this many per call (CONTRACT.md: at most 100). */
export const ALBUM_PAGE_SIZE = 100;

/** Events in each list of the shop's home page. */
export const HOME_LIST_SIZE = 6;

/**
 * PRODUCT.md §calls-catalog, PRODUCT.md §constants-limits: the catalog is read 100 at a time and
 * only products in state InCatalog.
 */
export const CATALOG_COUNT = 100;
export const CATALOG_STATE = 'InCatalog';

/** The photo-service's public reads. */
export const photoReads = {
  events: (query: Query): Read => ({ path: '/events', query }),
  event: (eventId: string): Read => ({ path: `/events/${seg(eventId)}` }),
  photos: (query: Query): Read => ({ path: '/photos', query }),
};

/** The catalog-service's: an event's products on sale. */
export const catalogReads = {
  products: (query: { catalogId: string; distance?: string }): Read => ({
    path: '/catalog/products',
    query: { ...query, state: CATALOG_STATE, count: CATALOG_COUNT },
  }),
};

/** The home page's list of recent or upcoming events. */
export const homeListQuery = (when: 'recent' | 'upcoming') => ({ when, count: HOME_LIST_SIZE });

/** A page of an album, as the gallery asks for it while the visitor scrolls. */
export const albumPageQuery = (albumId: string, page: number, size = ALBUM_PAGE_SIZE) => ({ albumId, offset: page * size, count: size });
