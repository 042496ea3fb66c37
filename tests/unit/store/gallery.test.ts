import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client';
import { createEventQuery } from '../../../src/store/event';
import { createAlbumPager, createGalleryStore } from '../../../src/store/gallery';
import { createGalleryVideos } from '../../../src/store/gallery-videos';
import { createSessionStore } from '../../../src/store/session';
import { createVideosQuery } from '../../../src/store/videos';

const photo = (i: number) => ({ photoId: i, albumId: 1, url: `u${i}`, thumbnailUrl: `t${i}`, width: 3, height: 2 });
const page = (offset: number, count: number, total: number) => ({
  ok: true as const,
  status: 200,
  data: { items: Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => photo(offset + i)), total, count },
});

function api(listPhotos: (q: { offset: number; count: number }) => Promise<unknown>, extra: Record<string, unknown> = {}) {
  return { baseUrl: '', photos: { listPhotos, ...extra } } as unknown as ApiClient;
}

describe('the album pager', () => {
  it('fetches only the pages of the range asked for, each once', async () => {
    const listPhotos = vi.fn(async ({ offset, count }: { offset: number; count: number }) => page(offset, count, 10_000));
    const pager = createAlbumPager(api(listPhotos), '10500');
    await pager.ensureRange(0, 1);
    expect(pager.total.value).toBe(10_000);
    await pager.ensureRange(9950, 10_000);
    await pager.ensureRange(9960, 10_000);
    expect(listPhotos.mock.calls.map(([q]) => q.offset)).toEqual([0, 9900]);
    expect(pager.photos.value[9999]?.photoId).toBe(9999);
    expect(pager.photos.value[5000]).toBeUndefined();
  });

  it('forgets a failed page so scrolling back asks again, and says it failed', async () => {
    const listPhotos = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, error: { status: 503, code: 'Down' } })
      .mockImplementation(async ({ offset, count }: { offset: number; count: number }) => page(offset, count, 30));
    const pager = createAlbumPager(api(listPhotos), '1');
    await pager.ensureRange(0, 1);
    expect(pager.error.value).toBe(503);
    await pager.retry();
    expect(pager.error.value).toBeNull();
    expect(pager.photos.value).toHaveLength(30);
  });
});

describe('the gallery store', () => {
  it("lists the event's videos and, with the event's search token, the participant's personal one first", async () => {
    const listVideos = vi.fn(async (q: { myStartNumber?: string }) => ({
      ok: true,
      status: 200,
      data: { items: [{ videoId: q.myStartNumber ? 'mine' : 'event' }], total: 1 },
    }));
    const auth = createSessionStore();
    auth.setSearchToken('101', { token: 'tok', expired: false, competitor: null });
    const client = api(vi.fn(), { listVideos });
    const store = createGalleryVideos({ auth, videos: createVideosQuery({ api: client }) });
    await store.loadVideos({ event: { eventId: '101', albumId: '10100' }, startNumber: '1234' });
    expect(store.videos.value.data?.map((v) => v.videoId)).toEqual(['mine', 'event']);
    expect(listVideos).toHaveBeenCalledWith(expect.objectContaining({ myStartNumber: '1234', searchToken: 'tok' }), expect.anything());

    // Without a token only the event's videos are asked for.
    listVideos.mockClear();
    await store.loadVideos({ event: { eventId: '102', albumId: '10200' }, startNumber: '1' });
    expect(listVideos).toHaveBeenCalledTimes(1);
  });

  // The event is the event query's (src/store/event.ts), shared with the photo search.
  it('loads an event once, and keeps the failure status', async () => {
    const getEvent = vi.fn().mockResolvedValue({ ok: false, error: { status: 404, code: 'NotFound' } });
    const events = createEventQuery({ api: api(vi.fn(), { getEvent }) });
    await Promise.all([events.load('999'), events.load('999')]);
    expect(getEvent).toHaveBeenCalledTimes(1);
    expect(events.state('999').value).toEqual({ data: null, status: 'error', error: { status: 404, code: 'NotFound' } });
  });

  it("reports its event's load to the shell while it is on its way, not an event already known", async () => {
    const getEvent = vi.fn().mockResolvedValue({ ok: true, status: 200, data: { eventId: '7' } });
    const client = api(vi.fn(), { getEvent });
    const events = createEventQuery({ api: client });
    let running = 0;
    const beginLoad = vi.fn(() => {
      running++;
      return () => running--;
    });
    const store = createGalleryStore({ api: client, events, beginLoad });
    const loading = store.loadEvent('7');
    expect(running).toBe(1);
    await loading;
    expect(running).toBe(0);
    await store.loadEvent('7');
    expect(beginLoad).toHaveBeenCalledTimes(1);
    expect(getEvent).toHaveBeenCalledTimes(1);
  });
});
