/**
 * The request core's retry policy (src/api/retry.ts, CONTRACT.md "Retries") on a stubbed fetch and
 * fake timers: what is repeated, how long it waits, and where it stops.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiContext } from '../../../src/api/context';
import { type Method, request } from '../../../src/api/http';
import { retryAfterMs } from '../../../src/api/retry';

type Answer = () => Response | Promise<Response>;
const ok = (): Response => new Response(null, { status: 204 });
const status =
  (code: number, headers: Record<string, string> = {}): Answer =>
  () =>
    new Response('<h1>Busy</h1>', { status: code, headers: { 'Content-Type': 'text/html', ...headers } });
const dropped: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

/** fetch answering with `answers` in turn (the last one again once they run out). */
function stubFetch(...answers: Answer[]) {
  const calls: { method: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push({ method: String(init.method), headers: init.headers as Record<string, string> });
      return (answers[calls.length - 1] ?? answers.at(-1)!)();
    }),
  );
  return calls;
}

const ctx = (over: Partial<Parameters<typeof createApiContext>[0]> = {}) =>
  createApiContext({ baseUrl: 'https://api.test', retries: 2, retryDelayMs: 500, retryBudgetMs: 8_000, ...over });

const call = (method: Method = 'GET', extra: { idempotencyKey?: string } = {}, c = ctx(), signal?: AbortSignal) =>
  request(c, 's', { method, path: '/x', expect: 204, ...(method === 'GET' ? {} : { body: { a: 1 } }), ...extra }, { signal });

// The request core reads an error answer with the parser it imports on first need. Imported here
// with real timers: under fake ones a first import in this worker could still be on its way after
// a test advanced the clock, and the retry's timer would never be run (a fresh-clone run hung).
beforeAll(() => import('../../../src/api/schemas/parse'));

beforeEach(() => {
  vi.useFakeTimers();
  // The top of the jitter: every pause is exactly base·2ⁿ.
  vi.spyOn(Math, 'random').mockReturnValue(1);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('retry policy', () => {
  it('retries a read after no response, a 5xx and a 429, with exponential backoff, and the user sees the success', async () => {
    const calls = stubFetch(dropped, status(503), ok);
    const pending = call();
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: true, status: 204 });
    expect(calls).toHaveLength(3);
  });

  it('stops after the configured count and reports the last failure', async () => {
    const calls = stubFetch(status(429));
    const pending = call();
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({ ok: false, error: { status: 429 } });
    expect(calls).toHaveLength(3);
  });

  it('waits as long as Retry-After asks', async () => {
    const calls = stubFetch(status(503, { 'Retry-After': '3' }), ok);
    const pending = call();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: true });
  });

  it('gives up at once when the next try would start after the time budget', async () => {
    const calls = stubFetch(status(503, { 'Retry-After': '60' }), ok);
    const result = await call();
    expect(result).toMatchObject({ ok: false, error: { status: 503, retryAfterMs: 60_000 } });
    expect(calls).toHaveLength(1);
  });

  it('keeps the whole series within the budget, however many retries are allowed', async () => {
    const calls = stubFetch(dropped);
    const pending = call('GET', {}, ctx({ retries: 10, retryBudgetMs: 4_000 }));
    await vi.runAllTimersAsync();
    await pending;
    // Pauses 500, 1000, 2000 fit in 4 s; the next (4000) would not.
    expect(calls).toHaveLength(4);
  });

  it('does not retry a real answer or a cancelled call', async () => {
    const calls = stubFetch(() => new Response('{"code":"NotFound"}', { status: 404, headers: { 'Content-Type': 'application/json' } }));
    expect(await call()).toMatchObject({ ok: false, error: { status: 404 } });
    expect(calls).toHaveLength(1);

    const controller = new AbortController();
    const again = stubFetch(dropped);
    const pending = call('GET', {}, ctx(), controller.signal);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { code: 'Aborted' } });
    await vi.runAllTimersAsync();
    expect(again).toHaveLength(1);
  });

  it.each([
    ['POST', {}, 1],
    ['PATCH', {}, 1],
    ['PUT', {}, 3],
    ['DELETE', {}, 3],
    ['POST', { idempotencyKey: 'k-1' }, 3],
  ] as const)('sends a %s %o that got no response %i time(s)', async (method, extra, times) => {
    const calls = stubFetch(dropped);
    const pending = call(method, extra);
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({ ok: false, error: { status: 1001, code: 'NetworkError' } });
    expect(calls).toHaveLength(times);
  });

  it('repeats a write with the same Idempotency-Key on every try', async () => {
    const calls = stubFetch(dropped, status(500), ok);
    const pending = call('POST', { idempotencyKey: 'pay-42' });
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({ ok: true });
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['pay-42', 'pay-42', 'pay-42']);
  });

  it('waits for the network while the browser is offline, then goes on by itself', async () => {
    const window = new EventTarget();
    let online = false;
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
    vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window));
    const calls = stubFetch(dropped, ok);
    const pending = call();
    // Offline tries do not count: however long it lasts, nothing is given up.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await pending).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-06-01T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs('Mon, 01 Jun 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Mon, 01 Jun 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
