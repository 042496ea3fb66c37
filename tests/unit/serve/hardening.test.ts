/**
 * Every server `npm start` runs (shop, examples, CDN, API sandbox) answers bad input with a 4xx
 * and is still serving afterwards: malformed escapes, paths that try to leave the root, odd
 * methods and headers, oversized and malformed bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawStatus, startServers } from './serve-helpers';

let servers: Awaited<ReturnType<typeof startServers>>;
beforeAll(async () => {
  servers = await startServers();
});
afterAll(() => servers?.close());

/** Each server with a path it serves. */
const targets = () => ({
  shop: { base: servers.running.urls.shop, good: '/event/105' },
  examples: { base: servers.running.urls.examples, good: '/organizer/' },
  cdn: { base: servers.running.urls.cdn, good: '/loader.js' },
  sandbox: { base: servers.running.urls.api, good: '/public/photo-service/api/v1/events/101' },
});

const get = (path: string, headers = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;
const withBody = (method: string, path: string, body: Buffer | string, type = 'application/json') =>
  Buffer.concat([
    Buffer.from(
      `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    ),
    Buffer.from(body),
  ]);

const badRequests: Array<[string, (good: string) => string | Buffer]> = [
  ['a malformed escape', () => get('/%ZZ')],
  ['a malformed escape inside a route', (good) => get(`${good}%E0%A4%A`)],
  ['a lone percent sign', () => get('/%')],
  ['climbing out with ..', () => get('/../../../etc/passwd')],
  ['climbing out with %2e%2e', () => get('/%2e%2e/%2e%2e/etc/passwd')],
  ['climbing out with encoded slashes', () => get('/..%2f..%2f..%2fetc%2fpasswd')],
  ['climbing out with encoded backslashes', () => get('/..%5c..%5cetc%5cpasswd')],
  ['a NUL byte', () => get('/index.html%00.js')],
  ['a request target that is not a path', () => get('*')],
  ['an unknown method', (good) => `BREW ${good} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`],
  ['DELETE', (good) => `DELETE ${good} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`],
  ['TRACE', (good) => `TRACE ${good} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`],
  ['a header line without a colon', (good) => get(good, 'this is not a header\r\n')],
  ['a header 64 KB long', (good) => get(good, `X-Long: ${'a'.repeat(64 * 1024)}\r\n`)],
  ['a non-numeric Content-Length', (good) => `POST ${good} HTTP/1.1\r\nHost: localhost\r\nContent-Length: lots\r\n\r\n{}`],
  ['two different Content-Lengths', (good) => `POST ${good} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`],
  ['an unknown Transfer-Encoding', (good) => `POST ${good} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: pigeon\r\n\r\n{}`],
  ['a request line that is not HTTP', () => 'HELLO THERE\r\n\r\n'],
];

/** Headers that are odd but legal: any answer but a 5xx, and no harm done. */
const oddHeaders = [
  'Accept-Encoding: ;;q=x, *;q=-1, br;q=NaN\r\n',
  'If-None-Match: ,,W/, "\r\n',
  'Range: bytes=9-1\r\n',
  'Host: \r\n',
  'Origin: null\r\nAccess-Control-Request-Method: PATCH\r\n',
  `Cookie: ${'a=b; '.repeat(500)}\r\n`,
].map((header) => [header.length > 80 ? `${header.slice(0, 40)}… (${header.length} bytes)` : header, header]);

describe.each(['shop', 'examples', 'cdn', 'sandbox'] as const)('the %s server', (name) => {
  it.each(badRequests)('answers %s with a 4xx and keeps serving', async (_what, request) => {
    const { base, good } = targets()[name];
    const status = await rawStatus(base, request(good));
    expect(status, 'a 4xx answer').toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await rawStatus(base, get(good))).toBe(200);
  });

  it.each(oddHeaders)('answers odd header %j without a server error and keeps serving', async (_what, header) => {
    const { base, good } = targets()[name];
    const status = await rawStatus(base, get(good, header));
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await rawStatus(base, get(good))).toBe(200);
  });

  it('answers an oversized body with a 4xx and keeps serving', async () => {
    const { base } = targets()[name];
    const path = name === 'sandbox' ? '/public/cart-service/api/v1/shoppingCarts' : '/index.html';
    const status = await rawStatus(base, withBody('POST', path, `{"x":"${'a'.repeat(3 * 1024 * 1024)}"}`));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await rawStatus(base, get(targets()[name].good))).toBe(200);
  });

  it('answers a malformed body with a 4xx and keeps serving', async () => {
    const { base } = targets()[name];
    const path = name === 'sandbox' ? '/public/cart-service/api/v1/shoppingCarts' : '/loader.js';
    for (const body of ['{"shoppingCartId": ', '\u0000\u00ff\u00fe', '[[[[[[[[[[', '[1, 2]']) {
      const status = await rawStatus(base, withBody('POST', path, body));
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(await rawStatus(base, get(targets()[name].good))).toBe(200);
  });
});
