/**
 * A small static file server for the SDK build, the standalone shop and the example host pages,
 * answering the way a CDN does (README, "Serving dist/"):
 *   - brotli or gzip by `Accept-Encoding` for text (`Vary: Accept-Encoding`);
 *   - content-hashed files: `Cache-Control: public, max-age=31536000, immutable`;
 *   - files without a hash: short-cached (HTML revalidated every time, since it names what
 *     loads next), each with an `ETag`, and `304 Not Modified` for a matching `If-None-Match`;
 *   - bad input (malformed escapes, paths leaving the root, other methods) gets a 4xx and the
 *     server stays up.
 * HTML files get their `__RACELENS_CDN__` / `__RACELENS_API__` / `__RACELENS_SHOP__` placeholders
 * replaced, so the pages run on any ports, and `__RACELENS_ROOMS__` (the snippet's rooms `<style>`,
 * start.ts), so they paste what the SDK makes; every response allows cross-origin module loading.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { baseHeaders } from './headers.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  // The face detector's WebAssembly: browsers compile it while it downloads only with this type.
  '.wasm': 'application/wasm',
};

/** Worth compressing: text formats and WebAssembly. Images and PDFs are compressed already. */
const compressible = (type: string) => /^(text\/|application\/json|application\/wasm|image\/svg\+xml)/.test(type);

/** Cache policies (also in the README for a real CDN or nginx). */
export const cachePolicy = {
  /** A file whose name carries a hash of its content never changes under that name. */
  hashed: 'public, max-age=31536000, immutable',
  /** loader.js, PDFs, images without a hash: a new version reaches everyone within 5 minutes. */
  short: 'public, max-age=300',
  /** HTML names the files that load next, so it is revalidated (a cheap 304) on every visit. */
  html: 'no-cache',
};

export interface StaticSite {
  /** Folders searched in order for a request path. */
  roots: string[];
  /** Placeholder → value, applied to HTML files. */
  replacements?: Record<string, string>;
  /** Serve this file (relative to the first root) for unknown paths without an extension: history-mode routing. */
  fallback?: string;
  /** Extra headers for HTML responses, e.g. a Content-Security-Policy; `html` is the page as sent. */
  htmlHeaders?: (path: string, html: string) => Record<string, string>;
  /** Only request paths matching this are served (a CDN serves the SDK's files, not the build's own records); others are 404. */
  only?: RegExp;
  /** Request paths whose file names carry a content hash (the build's chunk folders). */
  hashed?: RegExp;
}

/** The server, and `warm()`: compresses every text file under the roots ahead of the first request. */
export type StaticServer = Server & { warm(): Promise<void> };

class BadRequest extends Error {}

/** The decoded path, or BadRequest for escapes that do not decode and for paths that try to leave the root. */
function decodePath(urlPath: string): string {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    throw new BadRequest('Malformed escape in the path');
  }
  // An encoded slash, backslash or dot-segment only ever means an attempt to leave the root.
  if (path.includes('\0') || path.includes('\\') || path.split('/').some((s) => s === '..') || /%2f|%5c/i.test(urlPath))
    throw new BadRequest('Path not allowed');
  return path;
}

async function findFile(roots: string[], path: string): Promise<string | null> {
  for (const dir of roots) {
    const base = resolve(dir);
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) continue; // no escaping the root
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      if ((await stat(file)).isFile()) return file;
    } catch {
      /* try the next root */
    }
  }
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli before gzip, honouring `q=0` ("not this one"). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return wants('br') ? 'br' : wants('gzip') ? 'gzip' : null;
}

interface Body {
  raw: Buffer;
  etag: string;
}

/**
 * Compressed bodies are made once per content (keyed by its ETag) and kept, for every server of
 * the process: the tests start a set of servers per worker over the same build, which would
 * otherwise each spend seconds of brotli on the same files.
 */
const encodedByEtag = new Map<string, Partial<Record<Encoding, Promise<Buffer>>>>();

function encode(body: Body, encoding: Encoding): Promise<Buffer> {
  let encoded = encodedByEtag.get(body.etag);
  if (!encoded) encodedByEtag.set(body.etag, (encoded = {}));
  return (encoded[encoding] ??=
    encoding === 'br'
      ? brotli(body.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.raw.length } })
      : gzipAsync(body.raw, { level: 9 }));
}

const etagOf = (raw: Buffer) => `W/"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;

/** `If-None-Match` compares weakly: any listed tag (or `*`) that names this content. */
function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function send(res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'access-control-allow-origin': '*', ...baseHeaders, ...extra });
  res.end(body);
}

export function createStaticServer(site: StaticSite): StaticServer {
  // Files keyed by path + mtime + size, so a rebuild is picked up without a restart.
  const bodies = new Map<string, Body>();
  const bodyOf = (key: string, raw: Buffer): Body => {
    let body = bodies.get(key);
    if (!body) bodies.set(key, (body = { raw, etag: etagOf(raw) }));
    return body;
  };
  const fileBody = async (file: string): Promise<Body> => {
    const info = await stat(file);
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    return bodies.get(key) ?? bodyOf(key, await readFile(file));
  };

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return send(res, 204, '', { 'access-control-allow-methods': 'GET, HEAD', allow: 'GET, HEAD, OPTIONS' });
    if (method !== 'GET' && method !== 'HEAD') return send(res, 405, 'Method not allowed', { allow: 'GET, HEAD, OPTIONS' });

    const target = req.url ?? '/';
    // Browsers resolve dot-segments before they ask; one that arrives is an attempt to climb out.
    if (!target.startsWith('/') || /(^|\/)(\.|%2e){2}(\/|\?|#|$)/i.test(target.split('?')[0]!)) return send(res, 400, 'Path not allowed');
    const urlPath = new URL(target, 'http://x').pathname;
    const path = decodePath(urlPath);
    // Dot files and folders (`/.vite/manifest.json`, `/.git`) are the build's, never the site's.
    if (path.split('/').some((part) => part.startsWith('.')) || (site.only && !site.only.test(path))) return send(res, 404, 'Not found');
    let file = await findFile(site.roots, path);
    if (!file && site.fallback && !extname(path)) file = await findFile(site.roots, site.fallback);
    if (!file) return send(res, 404, 'Not found');

    const type = types[extname(file)] ?? 'application/octet-stream';
    const html = type.startsWith('text/html');
    let body: Body;
    let pageHeaders: Record<string, string> = {};
    if (html) {
      let text = await readFile(file, 'utf8');
      for (const [key, value] of Object.entries(site.replacements ?? {})) text = text.split(key).join(value);
      const raw = Buffer.from(text);
      body = bodyOf(`${file}:${etagOf(raw)}`, raw);
      pageHeaders = site.htmlHeaders?.(path, text) ?? {};
    } else {
      body = await fileBody(file);
    }

    const headers: Record<string, string> = {
      'content-type': type,
      'access-control-allow-origin': '*',
      'cache-control': html ? cachePolicy.html : site.hashed?.test(urlPath) ? cachePolicy.hashed : cachePolicy.short,
      etag: body.etag,
      ...baseHeaders,
      ...pageHeaders,
    };
    if (compressible(type)) headers.vary = 'Accept-Encoding';
    if (notModified(req, body.etag)) {
      res.writeHead(304, headers);
      return void res.end();
    }
    const encoding = compressible(type) ? pickEncoding(req.headers['accept-encoding']) : null;
    const payload = encoding ? await encode(body, encoding) : body.raw;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(payload.length);
    res.writeHead(200, headers);
    res.end(method === 'HEAD' ? undefined : payload);
  }

  const server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof BadRequest) return send(res, 400, error.message);
      console.error(`[static] ${req.method} ${req.url} failed:`, error);
      send(res, 500, 'Internal error');
    });
  });
  // Garbage that is not HTTP gets a 400, never a crash.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  // Brotli at its best quality takes a while on a large chunk: a CDN compresses once, ahead.
  async function warm(): Promise<void> {
    for (const root of site.roots) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const type = types[extname(entry.name)] ?? '';
        if (!entry.isFile() || !compressible(type) || type.startsWith('text/html') || entry.name.endsWith('.map')) continue;
        const body = await fileBody(join(entry.parentPath ?? (entry as { path?: string }).path ?? root, entry.name));
        await Promise.all([encode(body, 'br'), encode(body, 'gzip')]);
      }
    }
  }
  return Object.assign(server, { warm });
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : port);
    });
  });
}
