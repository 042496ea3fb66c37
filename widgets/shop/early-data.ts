/**
 * The data a route shows first, asked for by the boot script at once (src/api/early.ts): while
 * the loader, the runtime and the route's widget are still on their way, the event, its first
 * page of photos or the home page's lists are already coming. The URLs and headers are the ones
 * the API client makes for the same calls (a browser test checks each is asked for once), and
 * only public calls qualify: with a sign-in the client's headers differ and it asks itself.
 */
import { startEarly } from '../../src/api/early';
import { ALBUM_PAGE_SIZE, CATALOG_COUNT, CATALOG_STATE, HOME_LIST_SIZE } from '../../src/api/query-defaults';
import { type Query, seg, serviceRoot, withQuery } from '../../src/api/url';

export function startRouteData(route: string, params: Record<string, string>, query: URLSearchParams, api: string, lang: string): void {
  const get = (service: string, path: string, q?: Query) =>
    startEarly(withQuery(serviceRoot(api, service) + path, q), { Accept: 'application/json', 'Accept-Language': lang });
  const events = (q: Query) => get('photo-service', '/events', q);
  const event = (id: string) => get('photo-service', `/events/${seg(id)}`);
  if (route === 'home') {
    events({ when: 'recent', count: HOME_LIST_SIZE });
    events({ when: 'upcoming', count: HOME_LIST_SIZE });
  } else if ((route === 'event' || route === 'event-photos' || route === 'video') && params.id) {
    // The album and the catalog are named in the event: the gallery's products (shown above its
    // tabs) and, on the photos tab, its first photos follow the event's answer.
    const photosTab = route !== 'video';
    event(params.id)
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((found: { albumId?: unknown; catalogId?: unknown } | null) => {
        const { albumId, catalogId } = found ?? {};
        if (photosTab && isId(albumId)) get('photo-service', '/photos', { albumId, offset: 0, count: ALBUM_PAGE_SIZE });
        if (isId(catalogId)) get('catalog-service', '/catalog/products', { catalogId, state: CATALOG_STATE, count: CATALOG_COUNT });
      })
      .catch(() => {});
  } else if (route === 'search' && query.get('event')) {
    event(query.get('event')!);
  } else if (route.startsWith('search-from-url') && params.id) {
    event(params.id);
  }
}

const isId = (value: unknown): value is string | number => typeof value === 'number' || (typeof value === 'string' && value !== '');
