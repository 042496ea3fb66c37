/**
 * The console's word when a widget's code does not load, or the platform it asks is not there
 * (ARCHITECTURE.md §why-empty): one warning per cause, in plain words with the fix, however many
 * widgets fail for it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiContext } from '../../src/api/client';
import { request } from '../../src/api/http';
import type { ApiError } from '../../src/api/result';
import { warnApi, warnChunk } from '../../src/why-empty';
import { startServer } from './helpers/server';

const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/** console.warn caught for each test of the block, and the globals it stubbed put back. */
function watchWarnings() {
  const warn = vi.fn();
  let spy: ReturnType<typeof vi.spyOn> | undefined;
  beforeEach(() => {
    warn.mockReset();
    spy = vi.spyOn(console, 'warn').mockImplementation(warn);
  });
  afterEach(() => {
    spy?.mockRestore();
    vi.unstubAllGlobals();
  });
  return warn;
}

describe('why a widget stays empty', () => {
  const warn = watchWarnings();

  it('says once that files did not load from a folder, however many widgets fail there', () => {
    // The requests reached a server that answered (a resource timing entry each): files missing.
    vi.stubGlobal('performance', { getEntriesByName: () => [{}] });
    expect(warnChunk({ tag: 'racelens-photo-search', error: failed('https://a.example/assets/photo-search-1.js') })).toBe(true);
    expect(warnChunk({ tag: 'racelens-cart-drawer', error: failed('https://a.example/assets/cart-drawer-2.js') })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    const text = String(warn.mock.calls[0]![0]);
    expect(text).toMatch(/^Racelens: the code of <racelens-photo-search> did not load from https:\/\/a\.example\/assets\/photo-search-1\.js/);
    expect(text).toContain('Serve every file your bundler emitted');
  });

  it('tells a second cause on its own: files missing in another folder, then a CSP that refused one', () => {
    vi.stubGlobal('performance', { getEntriesByName: () => [{}] });
    expect(warnChunk({ tag: 'racelens-checkout', error: failed('https://b.example/js/checkout-3.js') })).toBe(true);
    // A request the CSP refused never started: no resource timing entry.
    vi.stubGlobal('performance', { getEntriesByName: () => [] });
    expect(warnChunk({ tag: 'racelens-event-gallery', error: failed('https://cdn.example/gallery-4.js') })).toBe(true);
    expect(warnChunk({ tag: 'racelens-my-account', error: failed('https://cdn.example/account-5.js') })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]![0])).toMatch(/Content-Security-Policy\. Allow .* in script-src/);
  });

  it('says offline once, that it loads by itself when the network is back', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(warnChunk({ tag: 'racelens-order-status', error: failed('https://c.example/order-6.js') })).toBe(true);
    expect(warnChunk({ tag: 'racelens-photo-search', error: failed('https://c.example/search-7.js') })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('offline; it loads by itself once the network is back');
  });

  it('from the pasted loader, names the folder it was served from and says to serve it whole', () => {
    vi.stubGlobal('performance', { getEntriesByName: () => [{}] });
    const loader = 'https://cdn.example/racelens@1/loader.js';
    expect(warnChunk({ tag: 'racelens-checkout', error: failed('https://cdn.example/racelens@1/widgets/checkout-8.js') }, loader)).toBe(true);
    expect(String(warn.mock.calls[0]![0])).toContain('Serve the whole folder loader.js was built into (https://cdn.example/racelens@1/');
  });
});

describe('why the platform did not answer (a wrong data-api, an unknown event)', () => {
  const warn = watchWarnings();

  /** A call of the request core (src/api/http.ts) to `api` that failed with `error`. */
  const call = (api: string, path: string, error: ApiError, absolute = false) => warnApi({ baseUrl: api }, 'photo-service', { absolute, path }, error);
  const said = () => warn.mock.calls.map((args: unknown[]) => String(args[0]));

  it('says once that no API answers at the address, with the settings to check', () => {
    const noAnswer: ApiError = { status: 1001, code: 'NetworkError', message: 'Failed to fetch' };
    expect(call('https://wrong-host.example', '/events/101', noAnswer)).toBe(true);
    expect(call('https://wrong-host.example', '/photos', noAnswer)).toBe(false);
    expect(said()).toHaveLength(1);
    expect(said()[0]).toMatch(
      /^Racelens: no Racelens API answers at https:\/\/wrong-host\.example\/ \(.*Failed to fetch\)\. Check data-api .* configure\(\{ api \}\).*connect-src/,
    );
  });

  it('says once that a site answering with a page, or a 404 without the API’s error body, is not the API', () => {
    expect(call('https://www.example', '/events/101', { status: 200, code: 'InvalidResponse', body: '<!doctype html>' })).toBe(true);
    expect(call('https://www.example', '/photos', { status: 404, code: 'HttpError', body: undefined })).toBe(false);
    expect(call('https://other.example/api', '/events/101', { status: 404, code: 'HttpError', body: undefined })).toBe(true);
    expect(said()[0]).toBe(
      "Racelens: https://www.example/ is not a Racelens API: https://www.example/public/photo-service/api/v1/events/101 answered 200 with a page, not JSON. Check data-api on the loader's script tag, or configure({ api }).",
    );
    expect(said()[1]).toMatch(/^Racelens: https:\/\/other\.example\/api is not a Racelens API: .* answered 404 without the API's error body/);
  });

  it('says once per event that an event id does not exist on that platform', () => {
    const notFound: ApiError = { status: 404, code: 'NotFound', body: { code: 'NotFound' } };
    expect(call('https://api.example', '/events/999', notFound)).toBe(true);
    expect(call('https://api.example', '/events/999', notFound)).toBe(false);
    expect(call('https://api.example', '/events/998', notFound)).toBe(true);
    expect(said()[0]).toMatch(/^Racelens: event 999 does not exist at https:\/\/api\.example\/: check event-id/);
    // Another call's 404 (an order, a photo) is the widget's to show.
    expect(call('https://api.example', '/photos/5/itsme', notFound)).toBe(false);
  });

  it('says nothing for what the widget shows on its own: a server’s trouble, a refusal, a cancelled call, offline, a file elsewhere', () => {
    expect(call('https://quiet.example', '/events/1', { status: 503, code: 'HttpError', body: '<html>' })).toBe(false);
    expect(call('https://quiet.example', '/events/1', { status: 409, code: 'Duplicate', body: { code: 'Duplicate' } })).toBe(false);
    expect(call('https://quiet.example', '/events/1', { status: 429, code: 'HttpError', body: 'Slow down' })).toBe(false);
    expect(call('https://quiet.example', '/events/1', { status: 1001, code: 'Aborted' })).toBe(false);
    // The request core's own parse step did not load: the SDK's files, not the API (the loader's warnings).
    expect(call('https://quiet.example', '/events/1', { status: 1001, code: 'NetworkError', message: 'Failed to fetch dynamically imported module' })).toBe(
      false,
    );
    expect(call('https://quiet.example', '/events/1', { status: 1001, code: 'NetworkError' }, true)).toBe(false);
    vi.stubGlobal('navigator', { onLine: false });
    expect(call('https://quiet.example', '/events/1', { status: 1001, code: 'NetworkError' })).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  describe('from the request core, once a call has failed', () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(() => server.close());

    it('warns when the address answers with a web page, after the call’s tries', async () => {
      server.handle((_req, res) => res.writeHead(404, { 'Content-Type': 'text/html' }).end('<html>Not found</html>'));
      const result = await request(createApiContext({ baseUrl: server.base, retries: 0 }), 'photo-service', { path: '/events/101' });
      expect(result).toMatchObject({ ok: false, error: { status: 404 } });
      await vi.waitFor(() => expect(said()).toEqual([expect.stringMatching(/is not a Racelens API: .* answered 404 with a page, not JSON/)]));
    });

    it('warns about an event the platform does not have', async () => {
      server.handle((_req, res) => res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":"NotFound"}'));
      const api = `${server.base}/tenant-b`;
      await request(createApiContext({ baseUrl: api, retries: 0 }), 'photo-service', { path: '/events/4242' });
      await vi.waitFor(() =>
        expect(said()).toEqual([
          `Racelens: event 4242 does not exist at ${api}: check event-id (or, if the event is on another platform, data-api on the loader's script tag, or configure({ api })).`,
        ]),
      );
    });
  });
});
