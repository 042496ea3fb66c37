/**
 * A small static file server for the SDK build and the example host pages. HTML files get their
 * `__RACELENS_CDN__` / `__RACELENS_API__` / `__RACELENS_SHOP__` placeholders replaced, so the
 * pages run on any ports; every response allows cross-origin module loading, as a CDN does.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

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
};

export interface StaticSite {
  /** Folders searched in order for a request path. */
  roots: string[];
  /** Placeholder → value, applied to HTML files. */
  replacements?: Record<string, string>;
  /** Serve this file (relative to the first root) for unknown paths without an extension: history-mode routing. */
  fallback?: string;
  /** Extra headers for HTML responses, e.g. a Content-Security-Policy. */
  htmlHeaders?: (path: string) => Record<string, string>;
}

function findFile(roots: string[], urlPath: string): string | null {
  for (const dir of roots) {
    const base = resolve(dir);
    let file = normalize(join(base, decodeURIComponent(urlPath)));
    if (file !== base && !file.startsWith(base + sep)) continue; // no escaping the root
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      if (statSync(file).isFile()) return file;
    } catch {
      /* try the next root */
    }
  }
  return null;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
  res.end(body);
}

export function createStaticServer(site: StaticSite): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    let file = findFile(site.roots, path);
    if (!file && site.fallback && !extname(path)) file = findFile(site.roots, site.fallback);
    if (!file) return send(res, 404, 'Not found');
    const type = types[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    };
    if (type.startsWith('text/html')) {
      let html = readFileSync(file, 'utf8');
      for (const [key, value] of Object.entries(site.replacements ?? {})) html = html.split(key).join(value);
      res.writeHead(200, { ...headers, ...(site.htmlHeaders?.(path) ?? {}) });
      return res.end(html);
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
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
