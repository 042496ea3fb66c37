import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient, createApiContext } from '../../../src/api/client';
import { request } from '../../../src/api/http';
import { drop, json, startServer } from '../helpers/server';

const Thing = z.looseObject({ id: z.number(), name: z.string() });

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const ctx = (over: Parameters<typeof createApiContext>[0] extends infer C ? Partial<C> : never = {}) =>
  createApiContext({ baseUrl: server.base, retryDelayMs: 5, ...over });

describe('request core', () => {
  it('builds the service URL and parses a success with its schema', async () => {
    server.handle((_req, res) => json(res, 200, { id: 1, name: 'a', extra: true }));
    const result = await request(ctx(), 'photo-service', { path: '/things', schema: Thing });
    expect(result).toMatchObject({ ok: true, status: 200, data: { id: 1, name: 'a', extra: true } });
    expect(server.requests[0]?.url.pathname).toBe('/public/photo-service/api/v1/things');
  });

  it('loads a lazy schema while the request is on its way, and parses the answer with it', async () => {
    let loaded = false;
    server.handle((_req, res) => {
      // The schema was asked for before the answer came: it loads beside the request.
      json(res, 200, { id: 2, name: loaded ? 'after the load' : 'before the load' });
    });
    const schema = () => {
      loaded = true;
      return Promise.resolve(Thing);
    };
    const result = await request(ctx(), 's', { path: '/x', schema });
    expect(result).toMatchObject({ ok: true, data: { id: 2, name: 'after the load' } });
  });

  it('takes a lazy schema that cannot load as a failed try: no answer (1001), and the next try loads it', async () => {
    server.handle((_req, res) => json(res, 200, { id: 3, name: 'c' }));
    let tries = 0;
    const schema = () => (++tries === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(Thing));
    const first = await request(ctx({ retries: 0 }), 's', { path: '/x', schema });
    expect(first).toMatchObject({ ok: false, error: { status: 1001, code: 'NetworkError' } });
    const second = await request(ctx({ retries: 0 }), 's', { path: '/x', schema });
    expect(second).toMatchObject({ ok: true, data: { id: 3, name: 'c' } });
  });

  it('turns a 2xx body that does not match its schema into InvalidResponse with readable issues', async () => {
    server.handle((_req, res) => json(res, 200, { id: 'one' }));
    const result = await request(ctx(), 's', { path: '/x', schema: Thing });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ status: 200, code: 'InvalidResponse' });
    expect(result.error.issues).toMatch(/id/);
    expect(result.error.issues).toMatch(/name/);
  });

  it('treats a malformed JSON body as InvalidResponse, not a crash', async () => {
    server.handle((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id": 1, "na'));
    const result = await request(ctx(), 's', { path: '/x', schema: Thing });
    expect(result).toMatchObject({ ok: false, error: { status: 200, code: 'InvalidResponse' } });
  });

  it('keeps the status, code, message and body of an error answer', async () => {
    server.handle((_req, res) => json(res, 409, { code: 'PromoCodeConflict', message: 'conflicts', hint: 1 }));
    const result = await request(ctx(), 's', { method: 'POST', path: '/x', body: {}, expect: 204 });
    expect(result).toEqual({
      ok: false,
      error: { status: 409, code: 'PromoCodeConflict', message: 'conflicts', body: { code: 'PromoCodeConflict', message: 'conflicts', hint: 1 } },
    });
  });

  it('names an error answer without an error body HttpError', async () => {
    server.handle((_req, res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'));
    const result = await request(ctx({ retries: 0 }), 's', { path: '/x', schema: Thing });
    expect(result).toMatchObject({ ok: false, error: { status: 502, code: 'HttpError', body: '<h1>Bad gateway</h1>' } });
  });

  it('fails a success status other than the expected one', async () => {
    server.handle((_req, res) => json(res, 200, { id: 1, name: 'a' }));
    const result = await request(ctx(), 's', { method: 'POST', path: '/x', schema: Thing, expect: 201 });
    expect(result).toMatchObject({ ok: false, error: { status: 200, code: 'HttpError' } });
  });

  it('answers 204 calls with ok and no data', async () => {
    server.handle((_req, res) => res.writeHead(204).end());
    const result = await request(ctx(), 's', { method: 'DELETE', path: '/x', expect: 204 });
    expect(result).toMatchObject({ ok: true, status: 204, data: undefined });
  });

  it('reports no response as status 1001 NetworkError', async () => {
    server.handle((_req, res) => drop(res));
    const result = await request(ctx({ retries: 0 }), 's', { path: '/x', schema: Thing });
    expect(result).toMatchObject({ ok: false, error: { status: 1001, code: 'NetworkError' } });
  });

  it('reports an unreachable server as 1001', async () => {
    const result = await request(createApiContext({ baseUrl: 'http://127.0.0.1:1', retries: 0 }), 's', { path: '/x' });
    expect(result).toMatchObject({ ok: false, error: { status: 1001 } });
  });

  it('reports a cancelled call as Aborted without retrying', async () => {
    const controller = new AbortController();
    // Cancelled once the server has the call, never answered.
    server.handle(() => controller.abort());
    const pending = request(ctx({ retries: 3 }), 's', { path: '/x' }, { signal: controller.signal });
    expect(await pending).toMatchObject({ ok: false, error: { status: 1001, code: 'Aborted' } });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a GET without response and succeeds', async () => {
    let calls = 0;
    server.handle((_req, res) => (++calls < 3 ? drop(res) : json(res, 200, { id: 1, name: 'a' })));
    const result = await request(ctx({ retries: 2 }), 's', { path: '/x', schema: Thing });
    expect(result.ok).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it('tries a hanging GET again once its answer has not started within the answer time (not the whole time-out)', async () => {
    let calls = 0;
    // The first connection stays open and silent, as on a stalled mobile network.
    server.handle((_req, res) => (++calls === 1 ? undefined : json(res, 200, { id: 1, name: 'a' })));
    // A time-out of 250 ms gives the answer 50 ms to start.
    const result = await request(ctx({ timeoutMs: 250 }), 's', { path: '/x', schema: Thing });
    expect(result.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it('lets a write that is not safe to repeat take longer than the answer time, and sends it once', async () => {
    server.handle((_req, res) => void setTimeout(() => json(res, 201, { id: 2, name: 'b' }), 150));
    const result = await request(ctx({ timeoutMs: 500 }), 's', { method: 'POST', path: '/x', body: {}, schema: Thing, expect: 201 });
    expect(result.ok).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after the configured retries', async () => {
    server.handle((_req, res) => drop(res));
    const result = await request(ctx({ retries: 2 }), 's', { path: '/x' });
    expect(result).toMatchObject({ ok: false, error: { status: 1001 } });
    expect(server.requests).toHaveLength(3);
  });

  it('retries a GET answered 502 with an HTML page, and reports the last answer when it stays', async () => {
    server.handle((_req, res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'));
    const result = await request(ctx({ retries: 2 }), 's', { path: '/x' });
    expect(result).toMatchObject({ ok: false, error: { status: 502, code: 'HttpError' } });
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a real answer such as 404', async () => {
    server.handle((_req, res) => json(res, 404, { code: 'NotFound' }));
    const result = await request(ctx({ retries: 2 }), 's', { path: '/x' });
    expect(result).toMatchObject({ ok: false, error: { status: 404, code: 'NotFound' } });
    expect(server.requests).toHaveLength(1);
  });

  it.each(['POST', 'PATCH'] as const)('never retries a %s without an Idempotency-Key', async (method) => {
    server.handle((_req, res) => drop(res));
    const result = await request(ctx({ retries: 3 }), 's', { method, path: '/x', body: { a: 1 } });
    expect(result).toMatchObject({ ok: false, error: { status: 1001 } });
    expect(server.requests).toHaveLength(1);
  });

  it('sends the bearer token only on calls marked auth, and only when present', async () => {
    server.handle((_req, res) => res.writeHead(204).end());
    let token: string | null = 'sso-1';
    const c = ctx({ getSsoToken: () => token });
    await request(c, 's', { path: '/a', auth: true, expect: 204 });
    await request(c, 's', { path: '/b', auth: false, expect: 204 });
    token = null;
    await request(c, 's', { path: '/c', auth: true, expect: 204 });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer sso-1', undefined, undefined]);
  });

  it('sends the search token, language, idempotency key and extra headers', async () => {
    server.handle((_req, res) => res.writeHead(204).end());
    const c = ctx({ getLanguage: () => 'de', headers: { 'X-Sandbox-Fault': 'latency=1' } });
    await request(c, 's', { method: 'POST', path: '/a', searchToken: 'st', idempotencyKey: 'k-1', expect: 204 }, { headers: { 'X-Extra': '1' } });
    const h = server.requests[0]!.headers;
    expect(h).toMatchObject({
      'x-search-token': 'st',
      'accept-language': 'de',
      'idempotency-key': 'k-1',
      'x-sandbox-fault': 'latency=1',
      'x-extra': '1',
      accept: 'application/json',
    });
  });

  it('shares one request between identical GETs under way at once, and only those', async () => {
    server.handle((_req, res) => setTimeout(() => json(res, 200, { id: 1, name: 'a' }), 30));
    const c = ctx();
    const [a, b, other] = await Promise.all([
      request(c, 'photo-service', { path: '/events/101', schema: Thing }),
      request(c, 'photo-service', { path: '/events/101', schema: Thing }),
      request(c, 'photo-service', { path: '/events/102', schema: Thing }),
    ]);
    expect([a.ok, b.ok, other.ok]).toEqual([true, true, true]);
    expect(server.requests.map((r) => r.url.pathname)).toEqual(['/public/photo-service/api/v1/events/101', '/public/photo-service/api/v1/events/102']);
    // Once answered, the next call asks again (nothing is cached); a POST is never shared.
    await request(c, 'photo-service', { path: '/events/101', schema: Thing });
    await Promise.all([
      request(c, 'cart-service', { method: 'POST', path: '/shoppingCarts', body: {}, expect: 200 }),
      request(c, 'cart-service', { method: 'POST', path: '/shoppingCarts', body: {}, expect: 200 }),
    ]);
    expect(server.requests).toHaveLength(5);
  });

  it('drops empty query values', async () => {
    server.handle((_req, res) => res.writeHead(204).end());
    await request(ctx(), 's', { path: '/a', query: { a: 1, b: undefined, c: null, d: '', e: 'x' }, expect: 204 });
    expect(server.requests[0]!.url.search).toBe('?a=1&e=x');
  });

  it('reads the JSON error body of a blob call', async () => {
    server.handle((_req, res) => json(res, 401, { code: 'TokenExpired' }));
    const result = await request(ctx(), 'frame-service', { path: '/photos', blob: true });
    expect(result).toMatchObject({ ok: false, error: { status: 401, code: 'TokenExpired' } });
  });
});

describe('downloads', () => {
  it('fetches a file by URL as a Blob, bypassing the cache and the API headers', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    server.handle((_req, res) => res.writeHead(200, { 'Content-Type': 'application/zip' }).end(Buffer.from([1, 2, 3])));
    const api = createApiClient({ baseUrl: 'http://api.invalid', headers: { 'X-Sandbox-Fault': 'x' }, getLanguage: () => 'de' });
    const result = await api.files.download(`${server.base}/files/a.zip`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await result.data.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    expect(server.requests[0]!.headers['x-sandbox-fault']).toBeUndefined();
  });

  it('fails a download answered with an error', async () => {
    server.handle((_req, res) => res.writeHead(404).end());
    const api = createApiClient({ baseUrl: server.base });
    const result = await api.files.download(`${server.base}/files/missing.zip`);
    expect(result).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('ids put into paths (the attack: an order id `..` names the service root)', () => {
  it.each(['..', '.', '%2e%2e', 'a/../../x', 'a\\b'])('the id %s is refused: the request names no other path', async (id) => {
    server.handle((_req, res) => json(res, 404, { code: 'NotFound', message: 'none' }));
    const api = createApiClient({ baseUrl: server.base, getLanguage: () => 'en', getSsoToken: () => null, retryDelayMs: 1 });
    const result = await api.orders.get(id);
    expect(result).toMatchObject({ ok: false, error: { status: 404 } });
    expect(server.requests.map((r) => r.url.pathname)).toEqual(['/public/order-service/api/v1/orders/%00']);
  });
});
