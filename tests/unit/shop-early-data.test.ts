/**
 * The shop's early requests (widgets/shop/early-data.ts) are the stores' own: what a route says it
 * needs is started by the boot script, and the stores, asking for the same data through the API
 * client, take those answers: the platform is asked once for each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { catalogOf } from '../../src/store/catalog';
import { createStore } from '../../src/store/create-store';
import { eventOf } from '../../src/store/event';
import { eventsOf } from '../../src/store/events';
import { galleryOf } from '../../src/store/gallery';
import { memoryStorage } from '../../src/store/storage';
import { startRouteData } from '../../widgets/shop/early-data';
import { match } from '../../widgets/shop/routes';
import { json, startServer } from './helpers/server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const event = (id: number) => ({
  eventId: id,
  externalEventId: `e-${id}`,
  name: `Event ${id}`,
  date: '2026-05-17',
  currencyId: 978,
  catalogId: id + 1000,
  albumId: id * 100,
  competitorsListId: 1,
  searchType: 'surname',
  isProtected: false,
  faceSearch: false,
  distances: [],
  photoCount: 0,
  videoCount: 0,
  reports: [],
});

/** The platform: every GET answered, each path counted. */
function platform() {
  const asked: string[] = [];
  server.handle((req, res) => {
    asked.push(req.url.pathname.replace(/^\/public/, '') + req.url.search);
    if (req.url.pathname.endsWith('/events')) return json(res, 200, { items: [], total: 0 });
    const id = /\/events\/(\d+)$/.exec(req.url.pathname)?.[1];
    if (id) return json(res, 200, event(Number(id)));
    if (req.url.pathname.endsWith('/photos')) return json(res, 200, { items: [], total: 0, count: 0 });
    return json(res, 200, { items: [], total: 0 });
  });
  return asked;
}

/** What the boot script starts for a path, then a page store in the same language. */
async function boot(path: string) {
  const found = match(path.split('?')[0]!)!;
  const needs = found.route.data?.(found.params, new URLSearchParams(path.split('?')[1] ?? ''));
  if (needs) startRouteData(needs, server.base, 'de');
  const api = createApiClient({ baseUrl: server.base, getLanguage: () => 'de', retries: 0 });
  return createStore({ api, storage: { session: memoryStorage(), local: memoryStorage() }, dataLayer: [] });
}

const once = (asked: string[]) => expect(asked.filter((path, i) => asked.indexOf(path) !== i)).toEqual([]);

describe('the shop starts what a route shows first, and the stores take it', () => {
  it('an event: the event, its first photos and its products', async () => {
    const asked = platform();
    const store = await boot('/event/701');
    const loaded = await eventOf(store).load('701');
    expect(loaded.ok).toBe(true);
    // The boot script asks for the photos and products once the event has answered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await galleryOf(store).album('70100').ensureRange(0, 1);
    await catalogOf(store).load('1701');
    expect(asked).toEqual([
      '/photo-service/api/v1/events/701',
      '/photo-service/api/v1/photos?albumId=70100&offset=0&count=100',
      '/catalog-service/api/v1/catalog/products?catalogId=1701&state=InCatalog&count=100',
    ]);
    once(asked);
  });

  it("an event's videos: the event and its products, no photos", async () => {
    const asked = platform();
    const store = await boot('/event/702/video');
    await eventOf(store).load('702');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await catalogOf(store).load('1702');
    expect(asked).toEqual(['/photo-service/api/v1/events/702', '/catalog-service/api/v1/catalog/products?catalogId=1702&state=InCatalog&count=100']);
  });

  it("the home page's two lists, and a search's or a shared link's event", async () => {
    let asked = platform();
    const store = await boot('/');
    await eventsOf(store).loadHome();
    expect(asked).toEqual(['/photo-service/api/v1/events?when=recent&count=6', '/photo-service/api/v1/events?when=upcoming&count=6']);

    for (const path of ['/search?event=703', '/search/704/1234', '/search/705/1234/video']) {
      asked = platform();
      const id = /(\d{3})/.exec(path)![1]!;
      const other = await boot(path);
      await eventOf(other).load(id);
      expect(asked, path).toEqual([`/photo-service/api/v1/events/${id}`]);
    }
  });

  it('nothing for a route that shows nothing of the platform first', async () => {
    const asked = platform();
    await boot('/cart');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
  });
});
