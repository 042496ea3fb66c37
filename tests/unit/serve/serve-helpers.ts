/**
 * Runs `startAll` (shop, examples, CDN, sandbox: what `npm start` runs) against a small made-up
 * build in a temporary folder, so the servers' tests need no `npm run build`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Running, startAll } from '../../../examples/serve/start';

/** Text that compresses well, like a real chunk. */
export const chunkText = `export const widget = () => ${JSON.stringify('racelens '.repeat(400))};\n`;

export const files: Record<string, string> = {
  'cdn/loader.js': `(() => { /* loader */ ${'void 0;'.repeat(200)} })();\n`,
  'cdn/racelens.js': chunkText,
  'cdn/chunks/runtime-Ab_c1-23.js': chunkText,
  'cdn/widgets/event-gallery-Q9x8Y7w6.js': chunkText,
  'cdn/i18n/core-de-Zz9Yy8Xx.js': chunkText,
  'cdn/.vite/manifest.json': '{"widgets/loader.ts":{"file":"loader.js"}}\n',
  'cdn/loader.sri': 'sha384-abc\n',
  'shop/index.html': '<!doctype html><title>Shop</title><script src="__RACELENS_CDN__/loader.js"></script>\n',
  'shop/assets/index-C_CelUhs.js': chunkText,
  'shop/AGB.pdf': '%PDF-1.4 terms\n',
  'examples/react-host/index.html': '<!doctype html><title>React host</title>\n',
  'examples/react-host/assets/index-BY2UGi1W.js': chunkText,
};

export async function startServers(): Promise<{ running: Running; close(): Promise<void> }> {
  const dist = mkdtempSync(join(tmpdir(), 'racelens-serve-dist-'));
  const data = mkdtempSync(join(tmpdir(), 'racelens-serve-data-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  const before = process.env.RACELENS_DIST;
  process.env.RACELENS_DIST = dist;
  try {
    const running = await startAll({ ports: { shop: 0, examples: 0, cdn: 0, api: 0 }, dataDir: data, fresh: true });
    return {
      running,
      async close() {
        await running.close();
        rmSync(dist, { recursive: true, force: true });
        rmSync(data, { recursive: true, force: true });
      },
    };
  } finally {
    if (before === undefined) delete process.env.RACELENS_DIST;
    else process.env.RACELENS_DIST = before;
  }
}

/**
 * Sends bytes exactly as given (no client fixing up the path, method or headers) and returns
 * the status of the answer, or 0 when the server hung up without one.
 */
export function rawStatus(base: string, request: string | Buffer): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer from ${base}`)));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const status = answer.match(/^HTTP\/1\.1 (\d{3})/);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(0) : reject(error)));
    socket.on('close', () => resolve(0));
    socket.write(request);
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, still compressed. */
  body: Buffer;
}

/** GET (or HEAD) with the given headers; nothing is decompressed or followed. */
export function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, lookup: localLookup }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** `localhost` is the servers' IPv4 loopback, whatever the resolver would try first. */
const localLookup: LookupFunction = (_host, options, callback) =>
  (options as { all?: boolean }).all
    ? (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }])
    : callback(null, '127.0.0.1', 4);
