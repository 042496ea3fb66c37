/**
 * Why a widget stays empty, said in the console in plain words with the fix, once per cause
 * (ARCHITECTURE.md §why-empty): its code did not load (a wrong path, the files of a bundled app
 * not served, a Content-Security-Policy, the device offline). The `racelens:error` event is sent
 * as before; this is for the developer who is not listening for it yet. Loaded only when something
 * failed, by `racelens/elements` (widgets/loader.ts compiled for bundlers).
 * Developer-facing and in English like the other console warnings (src/unknown-options.ts).
 */

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

/** A widget's code did not load: one warning per cause (offline, CSP, the folder its files were looked for in). */
export function warnChunk({ tag, error }: LoadFailure): boolean {
  const url = chunkUrl(error);
  const where = url ? ` from ${url}` : '';
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return warnOnce('offline', `<${tag}> is empty because the device is offline; it loads by itself once the network is back.`);
  if (url && blockedBeforeSent(url))
    return warnOnce(
      'csp',
      `the code of <${tag}>${where} was refused before it was requested, most likely by the page's Content-Security-Policy. Allow the origin your app's scripts load from in script-src (and the API's in connect-src); see step 4 of "Embedding it on your race page" in Racelens' README.`,
    );
  return warnOnce(
    `missing ${url ? new URL('.', url).href : String(error)}`,
    `the code of <${tag}> did not load${where} (${String(error)}). Serve every file your bundler emitted, at the paths it gave them (a 404 here means they are missing); after an upgrade, rebuild the app so the page and its files match.`,
  );
}
