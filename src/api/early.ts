/**
 * Public GETs a page starts before the SDK has loaded, handed to the API client. The hosted
 * shop's boot script asks at once for what its route shows first (the event, its first photos,
 * the home page's lists) instead of after the chain loader → runtime → widget → render; the
 * client, asked for the same URL with the same headers, takes that response instead of asking
 * again. Only calls without a sign-in or search token qualify: such a call's headers never match.
 * The two are separate bundles: the boot script installs the taking function at one
 * symbol-keyed property of the page's window, so the SDK's runtime carries a single lookup
 * (takeEarly) and organizer pages, which start nothing early, carry nothing more.
 */
const KEY = Symbol.for('racelens.early');
/** An early answer not taken by then is left alone: the client asks afresh. */
const FRESH_MS = 30_000;

type Take = (url: string, headers: Record<string, string>) => Promise<Response> | undefined;
type Slot = Record<symbol, Take | undefined>;

const keyOf = (url: string, headers: Record<string, string>): string =>
  [
    url,
    ...Object.keys(headers)
      .map((name) => `${name.toLowerCase()}: ${headers[name]}`)
      .sort(),
  ].join('\n');

const started = new Map<string, { response: Promise<Response>; at: number }>();

/** Starts a GET for the SDK to take; the starter may read the returned response, the SDK reads a copy. */
export function startEarly(url: string, headers: Record<string, string>): Promise<Response> {
  (globalThis as unknown as Slot)[KEY] ??= (url, headers) => {
    const key = keyOf(url, headers);
    const found = started.get(key);
    started.delete(key);
    return found && Date.now() - found.at < FRESH_MS ? found.response : undefined;
  };
  const response = fetch(url, { headers });
  response.catch(() => {});
  const copy = response.then((answer) => answer.clone());
  // A failure is the client's to handle when it takes this; nobody may be waiting yet.
  copy.catch(() => {});
  started.set(keyOf(url, headers), { response: copy, at: Date.now() });
  return response;
}

/** The early response for this URL and these headers, once; undefined when there is none. */
export const takeEarly: Take = (url, headers) => (globalThis as unknown as Slot)[KEY]?.(url, headers);
