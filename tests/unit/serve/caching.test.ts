/**
 * The example servers answer as a CDN in front of dist/ does (README, "Serving dist/"):
 * compressed by Accept-Encoding, content-hashed files cached for a year, the rest short-cached
 * with an ETag and a 304 when the browser's copy is still current.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkText, files, request, startServers } from './serve-helpers';

let servers: Awaited<ReturnType<typeof startServers>>;
beforeAll(async () => {
  servers = await startServers();
});
afterAll(() => servers?.close());

const url = (server: 'shop' | 'examples' | 'cdn', path: string) => servers.running.urls[server] + path;
const immutable = 'public, max-age=31536000, immutable';

describe('compression by Accept-Encoding', () => {
  const chunk = () => url('cdn', '/chunks/runtime-Ab_c1-23.js');

  it('sends brotli to a browser that takes it, and the bytes decode to the file', async () => {
    const answer = await request(chunk(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(chunkText);
    expect(answer.body.length).toBeLessThan(chunkText.length / 4);
  });

  it('sends gzip to a client without brotli, or one that refuses it with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip;q=0.8']) {
      const answer = await request(chunk(), { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(chunkText);
    }
  });

  it('sends the file as it is to a client that asks for no encoding', async () => {
    const answer = await request(chunk());
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(chunkText);
  });

  it('compresses HTML after the ports are filled in, and leaves PDFs as they are', async () => {
    const page = await request(url('shop', '/event/105'), { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain(`${servers.running.urls.cdn}/loader.js`);
    const pdf = await request(url('shop', '/AGB.pdf'), { 'accept-encoding': 'br, gzip' });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.body.toString()).toBe(files['shop/AGB.pdf']);
  });
});

describe('caching', () => {
  it.each([
    ['cdn', '/chunks/runtime-Ab_c1-23.js'],
    ['cdn', '/widgets/event-gallery-Q9x8Y7w6.js'],
    ['cdn', '/i18n/core-de-Zz9Yy8Xx.js'],
    ['shop', '/assets/index-C_CelUhs.js'],
    ['examples', '/react-host/assets/index-BY2UGi1W.js'],
  ] as const)('the %s server keeps the hashed %s for a year, immutable', async (server, path) => {
    const answer = await request(url(server, path), { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(immutable);
  });

  it.each([
    ['cdn', '/loader.js', /^public, max-age=300$/],
    ['cdn', '/racelens.js', /^public, max-age=300$/],
    ['shop', '/AGB.pdf', /^public, max-age=300$/],
    ['shop', '/', /^no-cache$/],
    ['shop', '/event/105', /^no-cache$/],
    ['examples', '/organizer/', /^no-cache$/],
  ] as const)('the %s server short-caches %s with an ETag and answers 304 while it is current', async (server, path, policy) => {
    const first = await request(url(server, path), { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toMatch(policy);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);

    const again = await request(url(server, path), { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toMatch(policy);

    // The same content without compression is the same version (a weak match, as RFC 9110 allows).
    expect((await request(url(server, path), { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    const stale = await request(url(server, path), { 'if-none-match': '"an-old-version"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBeGreaterThan(0);
  });

  it('gives each host page its own ETag: the content decides it', async () => {
    const [organizer, shop] = await Promise.all([request(url('examples', '/organizer/')), request(url('shop', '/'))]);
    expect(organizer.headers.etag).not.toBe(shop.headers.etag);
    const stillShop = await request(url('shop', '/cart'), { 'if-none-match': shop.headers.etag as string });
    expect(stillShop.status).toBe(304); // every route is the same index.html
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await request(url('cdn', '/loader.js'), { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBeTruthy();
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });
});
