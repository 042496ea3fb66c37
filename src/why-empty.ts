/**
 * Why a widget stays empty, said in the console in plain words with the fix, once per cause
 * (ARCHITECTURE.md §why-empty): its code did not load (a wrong path, the files of a bundled app
 * or of the pasted loader's folder not served, a Content-Security-Policy, the device offline), or
 * the platform it asks is not there (a wrong `data-api` / `configure({ api })`, an event id that
 * does not exist). The `racelens:error` event and the widget's own message to the visitor stay as
 * they are; this is for the developer who is not listening for them yet. Its own chunk
 * (dist/cdn/why-empty.js), loaded only when something failed: by the pasted loader and
 * `racelens/elements` (widgets/loader.ts) and by the request core (src/api/http.ts).
 * Developer-facing and in English like the other console warnings (src/unknown-options.ts).
 * Imports no runtime code (only types from src/api), so loading it never brings the runtime.
 */

import type { ApiError } from './api/result';
import { warnOnce } from './warn-once';

/** Why a widget's code did not load (widgets/loader.ts reports it). */
export interface LoadFailure {
  tag: string;
  error: unknown;
}

/** Where the browser asked for the chunk: a failed `import()` names it ("Failed to fetch dynamically imported module: https://…"). */
const chunkUrl = (error: unknown): string | undefined => /https?:\/\/\S+/.exec(String(error))?.[0];

/**
 * A request the page's Content-Security-Policy refuses never starts, so it leaves no resource
 * timing entry; one that reached a server (a 404 among them) does.
 */
function blockedBeforeSent(url: string): boolean {
  return typeof performance !== 'undefined' && performance.getEntriesByName(url).length === 0;
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A widget's code did not load: one warning per cause (offline, CSP, the folder its files were
 * looked for in). `loader` is the pasted loader's own URL (its files sit beside it); without it,
 * the code was a bundler's (racelens/elements).
 */
export function warnChunk({ tag, error }: LoadFailure, loader?: string): boolean {
  const url = chunkUrl(error);
  const where = url ? ` from ${url}` : '';
  if (offline()) return warnOnce('offline', `<${tag}> is empty because the device is offline; it loads by itself once the network is back.`);
  if (url && blockedBeforeSent(url))
    return warnOnce(
      'csp',
      `the code of <${tag}>${where} was refused before it was requested, most likely by the page's Content-Security-Policy. Allow ${loader ? new URL(loader).origin : "the origin your app's scripts load from"} in script-src (and the API's in connect-src); see step 4 of "Embedding it on your race page" in Racelens' README.`,
    );
  const fix = loader
    ? `Serve the whole folder loader.js was built into (${new URL('.', loader).href}: its widgets/, chunks/ and i18n/ beside it) and replace all of it together on an upgrade; a 404 here means files are missing.`
    : 'Serve every file your bundler emitted, at the paths it gave them (a 404 here means they are missing); after an upgrade, rebuild the app so the page and its files match.';
  return warnOnce(
    `missing ${url ? new URL('.', url).href : loader ? new URL('.', loader).href : String(error)}`,
    `the code of <${tag}> did not load${where} (${String(error)}). ${fix}`,
  );
}

/** The photo-service's read of one event (src/api/services/public-reads.ts photoReads.event). */
const EVENT_READ = /^\/events\/([^/?#]+)$/;

/** The settings that name the platform, as a sentence of a warning ends with them. */
const SET_API = "data-api on the loader's script tag, or configure({ api })";

/**
 * A call of the request core (src/api/http.ts) to `service` failed, after its tries, for a reason
 * the page's settings can fix: one warning per cause.
 * No API answers at the address (no response while online: a wrong host, or `connect-src`); an
 * answer that is not the API's (a page where JSON was due, a 404 without the API's error body);
 * an event that is not on that platform (the event read's 404); an answer this version cannot
 * read. A server's own trouble (5xx, 429), a cancelled call, the device offline, the SDK's own
 * code not loading (src/api/http.ts's parse step: the loader's warnings cover its files) and the
 * platform's ordinary refusals (409, 401…) are the widget's to show, not a setting to fix.
 */
export function warnApi(ctx: { baseUrl: string }, service: string, endpoint: { absolute?: boolean; path: string }, error: ApiError): boolean {
  if (endpoint.absolute || error.code === 'Aborted' || offline()) return false;
  // The address as the browser reads it (a path, or none: the page's own origin).
  const api = new URL(ctx.baseUrl || '/', globalThis.location?.href ?? 'http://localhost/').href;
  // Where the call went (src/api/url.ts serviceRoot, without its query).
  const url = `${api.replace(/\/+$/, '')}/public/${service}/api/v1${endpoint.path}`;
  const message = error.message ?? '';
  if (error.code === 'NetworkError')
    return (
      !/module/i.test(message) &&
      warnOnce(
        `api ${api}`,
        `no Racelens API answers at ${api} (${url}: ${message || 'no response'}). Check ${SET_API}; if the address is right, the page's Content-Security-Policy must allow it in connect-src.`,
      )
    );
  const page = typeof error.body === 'string';
  if ((page && error.code === 'InvalidResponse') || (error.status === 404 && (page || error.code === 'HttpError')))
    return warnOnce(
      `api ${api}`,
      `${api} is not a Racelens API: ${url} answered ${error.status} ${page ? 'with a page, not JSON' : "without the API's error body"}. Check ${SET_API}.`,
    );
  const event = error.status === 404 && service === 'photo-service' && EVENT_READ.exec(endpoint.path)?.[1];
  if (event)
    return warnOnce(
      `event ${api} ${event}`,
      `event ${decodeURIComponent(event)} does not exist at ${api}: check event-id (or, if the event is on another platform, ${SET_API}).`,
    );
  if (error.code === 'InvalidResponse')
    return warnOnce(
      `understand ${api}`,
      `${url} answered with data this version of Racelens does not understand (${error.issues}). Is ${api} the platform it is for? Check ${SET_API}.`,
    );
  return false;
}
