/**
 * Everything `npm start` and the browser tests run, each on its own origin as in real life:
 *   shop      http://localhost:<shop>      the standalone shop (history-mode routes)
 *   examples  http://localhost:<examples>  the organizer host pages
 *   cdn       http://127.0.0.1:<cdn>       the built SDK (loader.js + chunks), CORS-enabled
 *   api       http://localhost:<api>       the platform sandbox (examples/sandbox)
 * Port 0 picks free ports (tests); the defaults are for people.
 */
import { resolve } from 'node:path';
import { roomsStyleElement } from '../../src/embed/snippet.ts';
import { distDir } from '../../widgets/build/dist-dir.ts';
import { embedRooms } from '../../widgets/embed-widgets.ts';
import { startSandbox } from '../sandbox/server.ts';
import { needsCamera, permissionsPolicy, roomsStyleHash, shopCsp } from './headers.ts';
import { createStaticServer, listen, type StaticServer } from './static.ts';

export interface Ports {
  shop: number;
  examples: number;
  cdn: number;
  api: number;
}

/**
 * The policy of the strict-CSP example: no inline script, no eval, no inline style but the pasted
 * rooms' (by its hash, README step 4); only the SDK's origin may run script and only the API may
 * be fetched. Widgets must work under it. 'wasm-unsafe-eval' lets the face search's detector
 * compile its WebAssembly (README step 4); it admits no eval of strings.
 */
export function strictCsp(cdn: string, api: string): string {
  return [
    "default-src 'none'",
    `script-src ${cdn} 'wasm-unsafe-eval'`,
    `style-src 'self' ${roomsStyleHash}`,
    // The CDN too: the face search's detector fetches its weights from there (README, step 4).
    `connect-src ${api} ${cdn}`,
    `img-src ${api} data: blob:`,
    `media-src ${api}`,
    `form-action ${api}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const defaultPorts: Ports = { shop: 4000, examples: 4001, cdn: 4020, api: 4010 };

export interface Running {
  urls: { shop: string; examples: string; cdn: string; api: string };
  /** Settles once every text file is compressed ahead (measurements wait for it). */
  warmed: Promise<void>;
  close(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../..');

export async function startAll(options: { ports?: Partial<Ports>; dataDir?: string; fresh?: boolean; timeScale?: number } = {}): Promise<Running> {
  const ports = { ...defaultPorts, ...options.ports };
  const servers: StaticServer[] = [];

  // Filled once every port is known; the servers read it on each request.
  const replacements: Record<string, string> = {};

  // Hashed names: the build's chunk folders (vite.config.ts) and its assets (the face detector's
  // weights and WebAssembly, docs/ARCHITECTURE.md §face-check); loader.js, racelens.js, why-empty.js
  // (the console's words when a widget or the API fails) and rooms.css have none.
  // The demo elements' own tree (`/demo/loader.js`) sits beside the SDK's; the SDK never includes them.
  // A CDN serves the SDK's files and nothing else of the build (not `.vite/manifest.json`).
  const cdnServer = createStaticServer({
    roots: [distDir('cdn'), distDir('cdn-demo')],
    hashed: /^\/(widgets|chunks|i18n|assets)\//,
    only: /^\/(demo\/)?((loader|racelens|why-empty)\.js|rooms\.css|loader\.sri(\.json)?|(widgets|chunks|i18n)\/[\w.-]+\.js|assets\/[\w.-]+\.(bin|json|wasm))$/,
  });
  servers.push(cdnServer);
  const cdnPort = await listen(cdnServer, ports.cdn);
  const cdn = `http://127.0.0.1:${cdnPort}`;

  // The shop's URL must be known before the sandbox starts (pay pages and e-mails link to it),
  // so reserve its port first.
  const shopServer = createStaticServer({
    roots: [distDir('shop')],
    fallback: '/index.html',
    replacements,
    hashed: /^\/assets\//,
    // The shop is one page for every route: the camera for its face search, on the page itself.
    // A single sign-on provider runs locally (tests, development) on any port.
    htmlHeaders: () => ({
      'content-security-policy': shopCsp(replacements.__RACELENS_CDN__!, replacements.__RACELENS_API__!, ['http://localhost:*', 'http://127.0.0.1:*']),
      'permissions-policy': permissionsPolicy(true),
    }),
  });
  servers.push(shopServer);
  const shopPort = await listen(shopServer, ports.shop);
  const shop = `http://localhost:${shopPort}`;

  const sandbox = await startSandbox({
    port: ports.api,
    shopUrl: shop,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.fresh ? { fresh: true } : {}),
    ...(options.timeScale ? { timeScale: options.timeScale } : {}),
  });
  const api = sandbox.url.replace(/\/$/, '');

  Object.assign(replacements, { __RACELENS_CDN__: cdn, __RACELENS_API__: api, __RACELENS_SHOP__: shop, __RACELENS_ROOMS__: roomsStyleElement(embedRooms) });

  const examplesServer = createStaticServer({
    // Host pages, the built React host example at /react-host/, and at /vendor/ the two CSS
    // packages the hostile page loads (symlinks into node_modules, nothing else of it).
    roots: [resolve(root, 'examples/pages'), distDir('examples'), resolve(root, 'examples/serve/vendor')],
    replacements,
    hashed: /^\/react-host\/assets\//,
    htmlHeaders: (path, html): Record<string, string> => ({
      'permissions-policy': permissionsPolicy(needsCamera(html)),
      ...(path.startsWith('/strict-csp/') ? { 'content-security-policy': strictCsp(cdn, api) } : {}),
    }),
  });
  servers.push(examplesServer);
  const examplesPort = await listen(examplesServer, ports.examples);

  return {
    urls: { shop, examples: `http://localhost:${examplesPort}`, cdn, api },
    warmed: Promise.all(servers.map((s) => s.warm())).then(
      () => undefined,
      () => undefined, // only a head start: a file that failed is compressed when asked for
    ),
    async close() {
      await Promise.all(servers.map((s) => new Promise<void>((done) => s.close(() => done()))));
      await sandbox.close();
    },
  };
}
