/**
 * query(): the store's one way to load data — per key a signal with { data, status, error },
 * one request per key at a time, the latest answer wins, and an answer the page's boot script
 * started early is taken (by the API client) for the same request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { startEarly } from '../../../src/api/early';
import type { Result } from '../../../src/api/http';
import { mapData, query } from '../../../src/store/base/query';
import { slot as slotOf } from '../../../src/store/base/slot';
import { fail, ok } from '../helpers/results';
import { json, startServer } from '../helpers/server';

/** A fetch whose answers the test releases one by one, in any order. */
function controlled<T>() {
  const pending: Array<{ key: unknown; answer: (r: Result<T>) => void }> = [];
  const fetch = vi.fn((key: unknown) => new Promise<Result<T>>((answer) => pending.push({ key, answer })));
  return { fetch, pending };
}

describe('query', () => {
  it('starts idle, is loading while asked, then ready with the data', async () => {
    const q = query({ fetch: async (id: string) => ok(`event ${id}`) });
    expect(q.state('1').value).toEqual({ data: null, status: 'idle', error: null });
    const loading = q.load('1');
    expect(q.state('1').value.status).toBe('loading');
    expect(await loading).toEqual(ok('event 1'));
    expect(q.state('1').value).toEqual({ data: 'event 1', status: 'ready', error: null });
  });

  it('asks once for a key on its way, and not again once loaded', async () => {
    const { fetch, pending } = controlled<string>();
    const q = query({ fetch });
    const a = q.load('1');
    const b = q.load('1');
    expect(b).toBe(a);
    q.load('2');
    expect(fetch.mock.calls.map(([key]) => key)).toEqual(['1', '2']);
    pending[0]!.answer(ok('one'));
    await a;
    expect(await q.load('1')).toEqual(ok('one'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('names object keys by keyOf', async () => {
    const fetch = vi.fn(async ({ amount }: { amount: number; currencyId: number }) => ok(amount * 2));
    const q = query({ fetch, keyOf: ({ amount, currencyId }) => `${amount}|${currencyId}` });
    await q.load({ amount: 1, currencyId: 978 });
    await q.load({ amount: 1, currencyId: 978 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(q.state({ amount: 1, currencyId: 978 }).value.data).toBe(2);
  });

  it('keeps the failure with its status, and asks again on the next load', async () => {
    const fetch = vi
      .fn<(id: string) => Promise<Result<string>>>()
      .mockResolvedValueOnce(fail(404, 'NotFound'))
      .mockResolvedValueOnce(fail(1001, 'NetworkError'))
      .mockResolvedValue(ok('found'));
    const q = query({ fetch });
    await q.load('9');
    expect(q.state('9').value).toEqual({ data: null, status: 'error', error: { status: 404, code: 'NotFound' } });
    await q.load('9');
    expect(q.state('9').value.error?.status).toBe(1001);
    await q.load('9');
    expect(q.state('9').value).toEqual({ data: 'found', status: 'ready', error: null });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps the last good data beside a later failure', async () => {
    const fetch = vi.fn<(id: string) => Promise<Result<string>>>().mockResolvedValueOnce(ok('v1')).mockResolvedValue(fail(503));
    const q = query({ fetch });
    await q.load('1');
    await q.refetch('1');
    expect(q.state('1').value).toMatchObject({ data: 'v1', status: 'error', error: { status: 503 } });
  });

  it('refetch asks again, keeps the data shown meanwhile, and its answer wins over an older slower one', async () => {
    const { fetch, pending } = controlled<string>();
    const q = query({ fetch });
    const first = q.load('1');
    pending[0]!.answer(ok('v1'));
    await first;
    const slow = q.refetch('1');
    const fast = q.refetch('1');
    expect(q.state('1').value).toEqual({ data: 'v1', status: 'loading', error: null });
    // A load meanwhile joins the newest request.
    expect(q.load('1')).toBe(fast);
    pending[2]!.answer(ok('v3'));
    await fast;
    pending[1]!.answer(ok('v2'));
    expect(await slow).toEqual(ok('v2'));
    expect(q.state('1').value).toEqual({ data: 'v3', status: 'ready', error: null });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('fresh asks again once loaded, but joins a request on its way', async () => {
    const { fetch, pending } = controlled<string>();
    const q = query({ fetch });
    const first = q.load('1');
    expect(q.fresh('1')).toBe(first);
    pending[0]!.answer(ok('v1'));
    await first;
    const again = q.fresh('1');
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1]!.answer(ok('v2'));
    expect(await again).toEqual(ok('v2'));
  });

  it('invalidate makes the next load ask again', async () => {
    let n = 0;
    const q = query({ fetch: async (_id: string) => ok(++n) });
    await q.load('a');
    await q.load('b');
    q.invalidate('a');
    expect(await q.load('a')).toEqual(ok(3));
    expect(await q.load('b')).toEqual(ok(2));
    q.invalidate();
    expect(await q.load('b')).toEqual(ok(4));
  });

  it('more adds to the data; a refetch meanwhile wins over it', async () => {
    const { fetch, pending } = controlled<number[]>();
    const q = query({ fetch });
    const first = q.load('list');
    pending[0]!.answer(ok([1, 2]));
    await first;
    await q.more('list', async (held) => mapData(ok([3]), (page) => [...(held ?? []), ...page]));
    expect(q.state('list').value.data).toEqual([1, 2, 3]);

    let release: () => void = () => {};
    const more = q.more('list', (held) => new Promise((r) => (release = () => r(ok([...(held ?? []), 4])))));
    const again = q.refetch('list');
    pending[1]!.answer(ok([9]));
    await again;
    release();
    await more;
    expect(q.state('list').value.data).toEqual([9]);
  });

  it('reports each request to onRequest until it ends', async () => {
    const { fetch, pending } = controlled<string>();
    let running = 0;
    const q = query({
      fetch,
      onRequest: () => {
        running++;
        return () => running--;
      },
    });
    const a = q.load('1');
    q.load('1');
    q.load('2');
    expect(running).toBe(2);
    pending[0]!.answer(ok('one'));
    await a;
    expect(running).toBe(1);
  });
});

describe('a slot (src/store/base/slot.ts)', () => {
  it('shows the key it was last pointed at: a slower answer for an earlier key never replaces it', async () => {
    const { fetch, pending } = controlled<string>();
    const slot = slotOf(query({ fetch }));
    expect(slot.state.value.status).toBe('idle');
    const first = slot.show('1');
    const second = slot.show('2');
    pending[1]!.answer(ok('two'));
    await second;
    pending[0]!.answer(ok('one'));
    await first;
    expect(slot.key.value).toBe('2');
    expect(slot.state.value).toEqual({ data: 'two', status: 'ready', error: null });
    slot.clear();
    expect(slot.state.value.status).toBe('idle');
  });

  it('keepPrevious: shows the previous data while the new key loads, not after a failure', async () => {
    const { fetch, pending } = controlled<string>();
    const slot = slotOf(query({ fetch }), { keepPrevious: true });
    const a = slot.show('a');
    expect(slot.state.value).toEqual({ data: null, status: 'loading', error: null });
    pending[0]!.answer(ok('A'));
    await a;
    const b = slot.show('b');
    expect(slot.state.value).toEqual({ data: 'A', status: 'loading', error: null });
    pending[1]!.answer(fail(500));
    await b;
    expect(slot.state.value).toMatchObject({ data: null, status: 'error', error: { status: 500 } });
    // Cleared, it starts afresh: nothing previous to show.
    slot.clear();
    void slot.show('c');
    expect(slot.state.value).toEqual({ data: null, status: 'loading', error: null });
  });
});

describe('an answer started early by the page (src/api/early.ts)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('is taken for the same request: the server is asked once', async () => {
    let served = 0;
    server.handle((_req, res) => json(res, 200, { items: [], total: ++served }));
    const api = createApiClient({ baseUrl: server.base, getLanguage: () => 'de', retryDelayMs: 5 });
    startEarly(`${server.base}/public/photo-service/api/v1/events?when=recent&count=6`, {
      Accept: 'application/json',
      'Accept-Language': 'de',
    });
    const lists = query({ fetch: (when: 'recent' | 'upcoming') => api.photos.listEvents({ when, count: 6 }) });
    await lists.load('recent');
    expect(lists.state('recent').value).toMatchObject({ status: 'ready', data: { total: 1 } });
    expect(served).toBe(1);
    await lists.refetch('recent');
    expect(lists.state('recent').value.data?.total).toBe(2);
  });
});
