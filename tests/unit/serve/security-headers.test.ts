/**
 * What a shop must send (README, "Serving dist/", security headers), asked as an attacker would
 * look: can the checkout be framed, the camera used by any page, a file sniffed into script, the
 * build's manifest read from the CDN?
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServers } from './serve-helpers';

let servers: Awaited<ReturnType<typeof startServers>>;
beforeAll(async () => {
  servers = await startServers();
});
afterAll(() => servers?.close());

const url = (server: 'shop' | 'examples' | 'cdn', path: string) => servers.running.urls[server] + path;
const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

describe('the shop page', () => {
  it('cannot be framed by another site, and runs script only from itself and the SDK', async () => {
    const page = await request(url('shop', '/order'));
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // WebAssembly may compile (the face search's detector), strings may never run as script.
    expect(csp.get('script-src')).toEqual(["'self'", servers.running.urls.cdn, "'wasm-unsafe-eval'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin');
    // One page for every route: the face search may use the camera, on the page itself only.
    expect(page.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)/);
    expect(page.headers['permissions-policy']).toMatch(/microphone=\(\)/);
  });
});

describe('the organizer example pages', () => {
  it('allow the camera only where the face search is on the page', async () => {
    const search = await request(url('examples', '/photo-search/'));
    expect(search.headers['permissions-policy']).toMatch(/camera=\(self\)/);
    const cart = await request(url('examples', '/cart/'));
    expect(cart.status).toBe(200);
    expect(cart.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(cart.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the CDN', () => {
  it("serves the SDK's files, never the build's manifest or other dot files", async () => {
    for (const path of ['/loader.js', '/racelens.js', '/loader.sri', '/chunks/runtime-Ab_c1-23.js', '/widgets/event-gallery-Q9x8Y7w6.js']) {
      expect((await request(url('cdn', path))).status, path).toBe(200);
    }
    for (const path of ['/.vite/manifest.json', '/.vite/', '/chunks/', '/widgets']) {
      expect((await request(url('cdn', path))).status, path).toBe(404);
    }
    expect((await request(url('cdn', '/loader.js'))).headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the API sandbox', () => {
  it('sends every answer, JSON too, with nosniff', async () => {
    const answer = await request(`${servers.running.urls.api}/public/photo-service/api/v1/events?count=1`);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
