/**
 * The hand-over of requests the shop's boot script starts before the SDK has loaded
 * (src/api/early.ts): the API client takes such a request instead of asking the server again,
 * but only for the same URL and the same headers, once, and while it is fresh.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { startEarly } from '../../../src/api/early';
import { json, startServer } from '../helpers/server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const event = {
  eventId: 105,
  externalEventId: 'big-2026',
  name: 'Big Marathon',
  date: '2026-05-17',
  currencyId: 978,
  catalogId: 1105,
  albumId: 10500,
  competitorsListId: 1,
  searchType: 'surname',
  isProtected: false,
  faceSearch: true,
  distances: ['42K'],
  photoCount: 10_000,
  videoCount: 0,
  reports: [],
};
const headers = { Accept: 'application/json', 'Accept-Language': 'de' };

const client = (token: string | null = null) => createApiClient({ baseUrl: server.base, getLanguage: () => 'de', getSsoToken: () => token, retryDelayMs: 5 });

// Each test asks for another event, so what one leaves behind never meets another. Ids are
// strings, as the client's are (src/api/schemas.ts).
let nextId = 1;
const eventUrl = (id: string) => `${server.base}/public/photo-service/api/v1/events/${id}`;

describe('requests started early', () => {
  it('are taken by the client once: the server is asked once, a second call asks again', async () => {
    const id = String(nextId++);
    let served = 0;
    server.handle((_req, res) => json(res, 200, { ...event, eventId: id, name: `Answer ${++served}` }));
    const early = startEarly(eventUrl(id), headers);
    // The starter reads the answer too (the boot script reads the event for its album).
    expect(((await (await early).json()) as { name: string }).name).toBe('Answer 1');

    const api = client();
    const first = await api.photos.getEvent(id);
    expect(first).toMatchObject({ ok: true, data: { name: 'Answer 1' } });
    expect(served).toBe(1);
    const second = await api.photos.getEvent(id);
    expect(second).toMatchObject({ ok: true, data: { name: 'Answer 2' } });
    expect(served).toBe(2);
  });

  it('match whatever the order and case of the header names', async () => {
    const id = String(nextId++);
    let served = 0;
    server.handle((_req, res) => json(res, 200, { ...event, eventId: id, name: `Answer ${++served}` }));
    startEarly(eventUrl(id), { 'accept-language': 'de', accept: 'application/json' });
    expect(await client().photos.getEvent(id)).toMatchObject({ ok: true, data: { name: 'Answer 1' } });
    expect(served).toBe(1);
  });

  it('are not taken for another language, nor by a signed-in call, which must carry its token', async () => {
    const id = String(nextId++);
    const seen: Array<string | undefined> = [];
    server.handle((req, res) => {
      seen.push(req.headers.authorization);
      return json(res, 200, { items: [], total: 0, count: 0 });
    });
    const photos = `${server.base}/public/photo-service/api/v1/photos?albumId=${id}&offset=0&count=100`;
    startEarly(photos, { Accept: 'application/json', 'Accept-Language': 'en' });
    startEarly(photos, headers);
    await client('sso-token').photos.listPhotos({ albumId: id, offset: 0, count: 100 });
    // Two early requests and the client's own, which carried the sign-in.
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen.filter(Boolean)).toEqual(['Bearer sso-token']);
  });

  it('are left alone when not taken within 30 seconds', async () => {
    const id = String(nextId++);
    let served = 0;
    server.handle((_req, res) => json(res, 200, { ...event, eventId: id, name: `Answer ${++served}` }));
    vi.useFakeTimers({ toFake: ['Date'] });
    await startEarly(eventUrl(id), headers);
    vi.setSystemTime(Date.now() + 31_000);
    expect(await client().photos.getEvent(id)).toMatchObject({ ok: true, data: { name: 'Answer 2' } });
  });

  it('that failed leave the client its own tries', async () => {
    const id = String(nextId++);
    let served = 0;
    server.handle((_req, res) => (++served === 1 ? res.destroy() : json(res, 200, { ...event, eventId: id })));
    startEarly(eventUrl(id), headers);
    expect(await client().photos.getEvent(id)).toMatchObject({ ok: true, data: { eventId: id } });
    expect(served).toBe(2);
  });
});

describe('the early-response hook, replaced by a hostile script on the page', () => {
  const KEY = Symbol.for('racelens.early');
  const slot = globalThis as unknown as Record<symbol, unknown>;
  afterEach(() => {
    delete slot[KEY];
  });

  it('never sees the sign-in or a search token', async () => {
    server.handle((_req, res) => json(res, 404, { code: 'NotFound', message: 'none' }));
    const seen: Array<Record<string, string>> = [];
    slot[KEY] = (_url: string, sent: Record<string, string>) => {
      seen.push(sent);
      return undefined;
    };
    const api = client('secret-bearer');
    await api.carts.get('cart-1');
    await api.orders.get('order-1');
    await api.photos.listPhotos({ albumId: '1', searchToken: 'secret-search' });
    await api.photos.getEvent(String(nextId++));
    const leaked = JSON.stringify(seen);
    expect(leaked).not.toContain('secret-bearer');
    expect(leaked).not.toContain('secret-search');
    // Calls without credentials still ask it.
    expect(seen.length).toBeGreaterThan(0);
  });
});
