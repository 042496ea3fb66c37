import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminRoutes } from './admin';
import type { App, Module } from './app';
import { createClock, sleep } from './core/clock';
import type { Fault } from './faults';
import { describeFault, FAULT_HEADER, FaultRegistry, mergeFaults, parseFaultHeader } from './faults';
import { JSON_BODY_LIMIT, parseJson, readBody } from './http/body';
import { applyCors } from './http/cors';
import type { Reply } from './http/reply';
import { ApiError, errorReply, json } from './http/reply';
import type { RequestContext } from './http/router';
import { Router } from './http/router';
import { IdempotentReplies } from './idempotency';
import { filesRoutes } from './pages/files';
import { indexRoutes } from './pages/index-page';
import { mailboxRoutes } from './pages/mailbox';
import { mediaRoutes } from './pages/media';
import { payPageRoutes } from './pages/pay-page';
import { requestsPageRoutes } from './pages/requests-page';
import { RequestLog } from './request-log';
import { buildSeed } from './seed/seed';
import { archiveService } from './services/archives';
import { cartService } from './services/carts';
import { catalogService } from './services/catalog';
import { competitorService } from './services/competitors';
import { frameService } from './services/frames';
import { invoiceService } from './services/invoices';
import { orderService } from './services/orders';
import { photoService } from './services/photos';
import { preorderService } from './services/preorders';
import { recognitionService } from './services/recognition';
import { requestService } from './services/requests';
import { themeService } from './services/themes';
import { Store } from './store/store';

export interface SandboxOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: a development tool does not listen on the network. */
  host?: string;
  /** Where state.json lives; default `.sandbox-data/` at the repository root. */
  dataDir?: string;
  /** The standalone shop, for links in e-mails; default http://localhost:4000. */
  shopUrl?: string;
  /** Ignore the state on disk and start from the seed. */
  fresh?: boolean;
  /** Multiplies every imitated delay (selfie, archive, token lifetime); tests use ~0.05. */
  timeScale?: number;
  /** Search token lifetime before `timeScale`; default 30 minutes. */
  tokenTtlSeconds?: number;
  /** Where notices go (state file replaced, internal errors); default console.error. */
  log?: (line: string) => void;
}

export interface Sandbox {
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  app: App;
  close(): Promise<void>;
  /** Restores the seed (like `--reset` or POST /sandbox/admin/reset). */
  reset(): Promise<void>;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_SHOP_URL = 'http://localhost:4000';
export const DEFAULT_DATA_DIR = resolve(fileURLToPath(new URL('../..', import.meta.url)), '.sandbox-data');

const MODULES: Module[] = [
  themeService,
  photoService,
  competitorService,
  recognitionService,
  catalogService,
  frameService,
  cartService,
  orderService,
  invoiceService,
  preorderService,
  archiveService,
  requestService,
  payPageRoutes,
  mailboxRoutes,
  requestsPageRoutes,
  mediaRoutes,
  filesRoutes,
  indexRoutes,
  adminRoutes,
];

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const log = options.log ?? ((line: string) => console.error(`[sandbox] ${line}`));
  const clock = createClock(options.timeScale ?? 1);
  const shopUrl = (options.shopUrl ?? DEFAULT_SHOP_URL).replace(/\/$/, '');
  const store = await Store.open({
    dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
    fresh: options.fresh,
    seed: () => buildSeed(clock.now(), shopUrl),
    log,
  });
  const app: App = {
    store,
    clock,
    settings: { shopUrl, tokenTtlMs: clock.scale((options.tokenTtlSeconds ?? 30 * 60) * 1000) },
    faults: new FaultRegistry(),
    requestLog: new RequestLog(),
    replies: new IdempotentReplies(),
    orderContext: () => ({ now: clock.now(), shopUrl }),
  };
  const router = new Router();
  for (const module of MODULES) router.add(module(app));

  const server = createServer((req, res) => void handle(app, router, req, res, log));
  // Garbage that is not HTTP gets a 400, never a crash.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let closed: Promise<void> | undefined;
  return {
    url,
    port,
    app,
    reset: async () => {
      await store.reset();
      app.replies.clear();
    },
    close: () =>
      (closed ??= (async () => {
        await new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
        await store.commit();
      })()),
  };
}

async function handle(app: App, router: Router, req: IncomingMessage, res: ServerResponse, log: (line: string) => void): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const method = (req.method ?? 'GET').toUpperCase();
  const started = Date.now();
  const entry = app.requestLog.start(method, url.pathname + url.search, header(req, 'idempotency-key'));
  res.on('close', () => {
    entry.status = res.headersSent ? res.statusCode : 0;
    entry.durationMs = Date.now() - started;
  });
  applyCors(req, res);
  if (method === 'OPTIONS') return send(req, res, { status: 204 }, false);
  // A write repeated with its Idempotency-Key gets the first answer again (src/api/CONTRACT.md);
  // it still meets the faults first, as a real network would.
  const replayKey = app.replies.keyOf(method, url.pathname, header(req, 'idempotency-key'));

  try {
    // The admin calls are how tests switch faults off again, so they are never faulted.
    if (!url.pathname.startsWith('/sandbox/admin')) {
      const fault = mergeFaults(app.faults.take(method, url.pathname), parseFaultHeader(header(req, FAULT_HEADER)));
      if (fault) {
        entry.fault = describeFault(fault);
        if (await injectFault(fault, req, res)) return;
      }
    }
    const replayed = replayKey && app.replies.get(replayKey);
    if (replayed) return send(req, res, replayed, false);
    const match = router.match(method === 'HEAD' ? 'GET' : method, url.pathname);
    const reply = await match.handler(contextOf(req, method, url, match.params));
    await app.store.commit();
    if (replayKey) app.replies.remember(replayKey, reply);
    send(req, res, reply, method === 'HEAD');
  } catch (error) {
    if (!(error instanceof ApiError)) log(`${method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
    const apiError = error instanceof ApiError ? error : new ApiError(500, 'InternalError', 'The sandbox failed on this request; see its console');
    // A handler may have changed state before it failed on a later check; keep disk and memory alike.
    await app.store.commit().catch((commitError: Error) => log(`writing the state failed: ${commitError.message}`));
    const reply = errorReply(apiError);
    if (replayKey) app.replies.remember(replayKey, reply);
    send(req, res, reply, method === 'HEAD');
  }
}

function contextOf(req: IncomingMessage, method: string, url: URL, params: Record<string, string>): RequestContext {
  let body: Promise<Buffer> | undefined;
  const raw = (limit = JSON_BODY_LIMIT, tooLarge?: (limit: number) => ApiError) => (body ??= readBody(req, limit, tooLarge));
  return {
    req,
    method,
    path: url.pathname,
    query: url.searchParams,
    params,
    baseUrl: baseUrlOf(req),
    header: (name) => header(req, name),
    raw,
    json: async () => parseJson(await raw()),
  };
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** Absolute links point back at the address the caller used, whatever port this run has. */
function baseUrlOf(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  const safe = /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(host) ? host : `${req.socket.localAddress}:${req.socket.localPort}`;
  return `http://${safe}`;
}

/** True when the fault answered (or dropped) the request itself. */
async function injectFault(fault: Fault, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (fault.latencyMs) await sleep(fault.latencyMs);
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  if (fault.status && fault.html) {
    const page = `<!doctype html><title>${fault.status}</title><h1>${fault.status} Service unavailable</h1>`;
    send(req, res, { status: fault.status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: page }, false);
    return true;
  }
  if (fault.status) {
    send(req, res, json(fault.status, { code: 'SandboxFault', message: `Injected fault: status ${fault.status}` }), false);
    return true;
  }
  if (fault.malformed) {
    send(req, res, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: '{"items": [{"broken": ' }, false);
    return true;
  }
  return false;
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply, headOnly: boolean): void {
  if (res.headersSent || res.destroyed) return;
  const body = reply.body === undefined ? undefined : typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
  // Every answer, JSON and files too, is read as what it says it is (README, "Serving dist/").
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (body !== undefined || reply.status !== 204) res.setHeader('Content-Length', String(body?.length ?? 0));
  res.writeHead(reply.status);
  res.end(headOnly ? undefined : body);
  if (!req.complete) discardRestOfBody(req);
}

/** The most an early answer (a refused upload) reads and throws away before it hangs up. */
const DISCARD_LIMIT = 64 * 1024 * 1024;

/**
 * An answer given before the body was read (413 for an oversized upload, 404 for an unknown
 * album): the client is still sending, and hanging up now would make it fail with a broken pipe
 * instead of reading the answer. So the rest is read and thrown away (never kept in memory), and
 * only a client that goes on far beyond any real upload is cut off.
 */
function discardRestOfBody(req: IncomingMessage): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT) req.socket.destroy();
  });
  req.resume();
}
