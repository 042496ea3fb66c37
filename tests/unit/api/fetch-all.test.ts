import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { PHOTO_PAGE_SIZE } from '../../../src/api/services/photos';
import { json, startServer } from '../helpers/server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const photo = (n: number) => ({ photoId: n, albumId: 'a', url: `u${n}`, thumbnailUrl: `t${n}`, width: 1, height: 1 });

/** Serves `total` photos in pages, slowly, counting how many pages are in flight at once. */
function servePhotos(total: number, { failOffset }: { failOffset?: number } = {}) {
  const stats = { inFlight: 0, maxInFlight: 0 };
  server.handle((req, res) => {
    const offset = Number(req.url.searchParams.get('offset'));
    const count = Number(req.url.searchParams.get('count'));
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    // Later pages answer faster, so out-of-order completion is exercised.
    setTimeout(
      () => {
        stats.inFlight--;
        if (offset === failOffset) return json(res, 503, { code: 'Busy' });
        const items = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => photo(offset + i));
        json(res, 200, { items, total, count: items.length });
      },
      40 - Math.min(30, offset / 50),
    );
  });
  return stats;
}

describe('fetchAllPhotos', () => {
  it('pages 100 at a time until the total, keeping order', async () => {
    const stats = servePhotos(1050);
    const api = createApiClient({ baseUrl: server.base });
    const result = await api.photos.fetchAllPhotos({ albumId: 'a', startNumber: '7' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.items.map((p) => p.photoId)).toEqual(Array.from({ length: 1050 }, (_, i) => String(i)));
    expect(result.data).toMatchObject({ total: 1050, count: 1050 });
    const offsets = server.requests.map((r) => Number(r.url.searchParams.get('offset')));
    expect(offsets.sort((a, b) => a - b)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(server.requests.every((r) => r.url.searchParams.get('count') === String(PHOTO_PAGE_SIZE))).toBe(true);
    expect(server.requests.every((r) => r.url.searchParams.get('startNumber') === '7')).toBe(true);
    expect(stats.maxInFlight).toBeLessThanOrEqual(3);
    expect(stats.maxInFlight).toBeGreaterThan(1);
  });

  it('asks the first page alone and stops when it holds the total', async () => {
    servePhotos(40);
    const api = createApiClient({ baseUrl: server.base });
    const result = await api.photos.fetchAllPhotos({ albumId: 'a' });
    expect(result.ok && result.data.items).toHaveLength(40);
    expect(server.requests).toHaveLength(1);
  });

  it('honours a given concurrency', async () => {
    const stats = servePhotos(600);
    const api = createApiClient({ baseUrl: server.base });
    await api.photos.fetchAllPhotos({ albumId: 'a' }, { concurrency: 1 });
    expect(stats.maxInFlight).toBe(1);
  });

  it('fails as a whole when a later page fails', async () => {
    servePhotos(1000, { failOffset: 300 });
    const api = createApiClient({ baseUrl: server.base });
    const result = await api.photos.fetchAllPhotos({ albumId: 'a' });
    expect(result).toMatchObject({ ok: false, error: { status: 503, code: 'Busy' } });
  });

  it('passes a failed first page through', async () => {
    server.handle((_req, res) => json(res, 401, { code: 'TokenExpired' }));
    const api = createApiClient({ baseUrl: server.base });
    expect(await api.photos.fetchAllPhotos({ albumId: 'a', startNumber: '1' })).toMatchObject({ ok: false, error: { status: 401 } });
  });
});
