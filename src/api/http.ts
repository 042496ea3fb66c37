/**
 * The request core every service module goes through (ARCHITECTURE.md §layers): one place that
 * builds URLs and headers, retries, parses bodies with the wire schemas and turns every outcome
 * into a `Result`. It never throws into callers: a component gets a value with an HTTP status, or
 * 1001 when no response arrived at all (PRODUCT.md §calls-general).
 */
import type * as z from 'zod/mini';
import { nextTask } from '../next-task';
import { takeEarly } from './early';
import { type ApiError, NO_RESPONSE, type Result } from './result';
import { isOffline, pauseBefore, repeatable, retryAfterMs, transient, waitFor } from './retry';
import { baseHeaders, type Query, readUrl, withQuery } from './url';
import { wireIds } from './wire';

export { type ApiError, NO_RESPONSE, type Result } from './result';
export type { Query } from './url';
export { seg } from './url';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Schema<T> = z.core.$ZodType<T>;
/** A schema, or how a service loads it: its module, with zod, comes with the first answer (schemasOf). */
export type SchemaRef<T> = Schema<T> | (() => Promise<Schema<T>>);

/**
 * A service's schemas by name, from a module loaded the first time one of its answers is read
 * (services/carts.ts: `schemasOf` of a dynamic import of its schemas, then `schema('Cart')`).
 * No parser and no schema is in a widget's first load (ARCHITECTURE.md §budgets).
 */
export const schemasOf =
  <M>(load: () => Promise<M>) =>
  <K extends keyof M>(name: K) =>
  (): Promise<M[K]> =>
    load().then((module) => module[name]);

/** What a page's API client is bound to: one per page, shared by every service module. */
export interface ApiContext {
  /** Origin (and optional path prefix) of the platform, e.g. https://api.example.com */
  baseUrl: string;
  /** The single-sign-on token, read on every call so a later sign-in applies at once. */
  getSsoToken: () => string | null | undefined;
  /**
   * PRODUCT.md §states-sso, PRODUCT.md §roles-tokens: a 401 on a call that carried the sign-in
   * token gets one renewal and a second try.
   */
  renewSsoToken: () => Promise<boolean>;
  getLanguage: () => string | null | undefined;
  /** Sent on every call (e.g. the sandbox's X-Sandbox-Fault in tests). */
  headers: Record<string, string>;
  /** Extra tries of a call safe to repeat after a failure that may pass (2 means 3 tries in all; retry.ts). */
  retries: number;
  /** Backoff before retry n (0-based): about retryDelayMs * 2^n, jittered (retry.ts). */
  retryDelayMs: number;
  /** No retry starts later than this after the first try (time offline not counted). */
  retryBudgetMs: number;
  /**
   * Per try. A call safe to repeat whose answer has not started within a fifth of it (6 s of the
   * default 30) is given up and tried again (retry.ts): a hanging connection costs seconds, not
   * the whole time-out. Calls not safe to repeat (file uploads among them) wait all of it.
   */
  timeoutMs: number;
}

/** Per-call extras: headers (test hooks, faults) and cancellation. */
export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A read that must see every write made before it: it never joins a request already on its way. */
  fresh?: boolean;
}

export interface Endpoint<T> {
  method?: Method;
  /** Below the service root (`/shoppingCarts/1`), or a full URL when `absolute`. */
  path: string;
  absolute?: boolean;
  query?: Query;
  body?: unknown;
  /** How a success body is parsed; without it the success carries no data we read. */
  schema?: SchemaRef<T>;
  /** The one success status of CONTRACT.md; any other status is a failure. Default 200. */
  expect?: number;
  /** Send `Authorization: Bearer` when signed in (cart, order, search and frame calls). */
  auth?: boolean;
  searchToken?: string | null;
  idempotencyKey?: string;
  /** The success body is a Blob (frame previews, downloads). */
  blob?: boolean;
  cache?: RequestCache;
}

/** The parse step (schemas/parse.ts), loaded once, by the first call that reads an answer. */
let parser: Promise<typeof import('./schemas/parse')> | undefined;
const loadParser = () =>
  (parser ??= import('./schemas/parse').catch((error: unknown) => {
    parser = undefined; // the next call tries again (the network may be back)
    throw error;
  }));

/** The parser and the endpoint's schema, loading while its request is under way. */
function readerFor<T>(schema: SchemaRef<T> | undefined) {
  if (!schema) return undefined;
  const reader = Promise.all([loadParser(), typeof schema === 'function' ? schema() : schema]);
  // A load that fails is met again where the answer is read, and becomes that try's failure.
  reader.catch(() => undefined);
  return reader;
}
type Reader<T> = ReturnType<typeof readerFor<T>>;

const failure = (error: ApiError): { ok: false; error: ApiError } => ({ ok: false, error });

/** GETs under way, per client: widgets asking for the same thing at once share one request. */
const inFlight = new WeakMap<ApiContext, Map<string, Promise<Result<unknown>>>>();

export async function request<T>(ctx: ApiContext, service: string, endpoint: Endpoint<T>, call: CallOptions = {}): Promise<Result<T>> {
  const sent = endpoint.auth && !endpoint.absolute ? ctx.getSsoToken() : null;
  const result = await requestOnce(ctx, service, endpoint, call);
  // A failure that comes of the page's settings (no API at `api`, an event that is not there) is
  // also said in the console, once per cause, by src/why-empty.ts: its own chunk, loaded only
  // once a call has failed after its tries, so none of its words ride in a first load.
  if (!result.ok)
    import('../why-empty')
      .then((words) => words.warnApi(ctx, service, endpoint, result.error))
      // Words that cannot come (offline, a CDN that does not serve them) are no error of the host page.
      .catch(() => undefined);
  if (result.ok || result.error.status !== 401 || !sent) return result;
  // The sign-in may have expired: renewed meanwhile by another call, or renewed now, it gets
  // one more try; otherwise the 401 stands.
  const renewed = ctx.getSsoToken() !== sent || (await ctx.renewSsoToken());
  return renewed && ctx.getSsoToken() ? requestOnce(ctx, service, endpoint, call) : result;
}

function requestOnce<T>(ctx: ApiContext, service: string, endpoint: Endpoint<T>, call: CallOptions): Promise<Result<T>> {
  const method = endpoint.method ?? 'GET';
  const url = endpoint.absolute ? withQuery(endpoint.path, endpoint.query) : readUrl(ctx.baseUrl, service, endpoint);
  const headers = buildHeaders(ctx, endpoint, call);
  // A cancellable or fresh call, or a Blob (read once), gets a request of its own.
  if (method !== 'GET' || call.signal || call.fresh || endpoint.blob) return send({ ctx, endpoint, call, method, url, headers });
  let flights = inFlight.get(ctx);
  if (!flights) inFlight.set(ctx, (flights = new Map()));
  const key = url + JSON.stringify(headers);
  let flight = flights.get(key) as Promise<Result<T>> | undefined;
  if (!flight) {
    flight = send({ ctx, endpoint, call, method, url, headers }).finally(() => flights.delete(key));
    flights.set(key, flight);
  }
  return flight;
}

/** One call as it is sent, on every try alike. */
interface Sending<T> {
  ctx: ApiContext;
  endpoint: Endpoint<T>;
  call: CallOptions;
  method: Method;
  url: string;
  headers: Record<string, string>;
}

async function send<T>(sending: Sending<T>): Promise<Result<T>> {
  const { ctx, endpoint, call, method, headers } = sending;
  const body = encodeBody(endpoint.body, headers);
  // Only a call safe to send twice is repeated, after a failure that may pass, within a count and
  // a time budget (retry.ts, CONTRACT.md "Retries"); anything else is the user's to try again.
  const retries = repeatable(method, endpoint.idempotencyKey) ? ctx.retries : 0;
  let deadline = Date.now() + ctx.retryBudgetMs;
  for (let attempt = 0; ; ) {
    const result = await sendOnce(sending, body, attempt);
    if (result.ok || !retries || !transient(result.error)) return result;
    if (isOffline()) {
      // Offline tries do not count: the call waits for the network and goes on by itself.
      if (!(await waitFor(null, call.signal))) return aborted();
      deadline = Date.now() + ctx.retryBudgetMs;
      continue;
    }
    const pause = pauseBefore(attempt, ctx.retryDelayMs, result.error);
    if (attempt++ >= retries || Date.now() + pause > deadline) return result;
    if (!(await waitFor(pause, call.signal))) return aborted();
  }
}

const aborted = () => failure({ status: NO_RESPONSE, code: 'Aborted' });

async function sendOnce<T>({ ctx, endpoint, call, method, url, headers }: Sending<T>, body: BodyInit | undefined, attempt: number): Promise<Result<T>> {
  const timeout = new AbortController();
  const onCancel = () => timeout.abort();
  // Until the answer starts, a fifth of the time-out for a call safe to repeat; then the rest.
  let timer = setTimeout(onCancel, repeatable(method, endpoint.idempotencyKey) ? ctx.timeoutMs / 5 : ctx.timeoutMs);
  call.signal?.addEventListener('abort', onCancel);
  try {
    if (call.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    // The first try of a GET takes the same request when the page's boot already started it.
    // Only a call without credentials asks: the hook lives on the page's window, where any
    // script could replace it, so it never sees a sign-in or search token (ARCHITECTURE.md §security).
    const early =
      attempt === 0 && method === 'GET' && !endpoint.cache && !headers.Authorization && !headers['X-Search-Token'] ? takeEarly(url, headers) : undefined;
    const reader = readerFor(endpoint.schema);
    const response = await (early ? abortable(early, timeout.signal) : fetch(url, { method, headers, body, signal: timeout.signal, cache: endpoint.cache }));
    clearTimeout(timer);
    timer = setTimeout(onCancel, ctx.timeoutMs);
    return await toResult(response, await readBody(response, !!endpoint.blob), endpoint, reader);
  } catch (e) {
    const message = (e as Error).message;
    return failure({ status: NO_RESPONSE, code: call.signal?.aborted ? 'Aborted' : 'NetworkError', message });
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCancel);
  }
}

/** A response started elsewhere, given up on like our own fetch when the signal aborts. */
const abortable = (response: Promise<Response>, signal: AbortSignal): Promise<Response> =>
  new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
    response.then(resolve, reject);
  });

/** JSON for plain objects and arrays; FormData, Blob and strings go as they are. */
function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Blob || body instanceof FormData || body instanceof URLSearchParams) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body, wireIds);
}

/** The body as the endpoint wants it: a Blob, JSON, else the text (or undefined when empty). */
async function readBody(response: Response, blob: boolean): Promise<unknown> {
  if (blob && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toResult<T>(response: Response, data: unknown, endpoint: Endpoint<T>, reader: Reader<T>): Promise<Result<T>> {
  const { status, headers } = response;
  const expected = endpoint.expect ?? 200;
  if (status !== expected) {
    const body = await readErrorBody(data);
    const error = (await loadParser()).errorOf(body);
    const retryAfter = retryAfterMs(headers.get('Retry-After'));
    return failure({
      status,
      code: error ? error.code : 'HttpError',
      message: error ? error.message : `HTTP ${status}, expected ${expected}`,
      body,
      ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
    });
  }
  if (endpoint.blob) {
    return data instanceof Blob ? { ok: true, data: data as T, status, headers } : failure({ status, code: 'InvalidResponse', issues: 'expected a file body' });
  }
  if (!reader) return { ok: true, data: undefined as T, status, headers };
  const [{ parseBody }, schema] = await reader;
  // Answers that waited for the same schema module would all be read, and their views drawn, in
  // one task when it arrives: each is read in a task of its own (ARCHITECTURE.md §budgets).
  await nextTask();
  const parsed = parseBody(schema, data);
  if (!parsed.ok) {
    // Said in words in the console (src/why-empty.ts warnApi), not here: no first load carries them.
    return failure({ status, code: 'InvalidResponse', issues: parsed.issues, body: data });
  }
  return { ok: true, data: parsed.data, status, headers };
}

/** A blob call's error body arrives as a Blob; read it back to JSON when it is JSON. */
async function readErrorBody(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  const text = await data.text().catch(() => '');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function buildHeaders(ctx: ApiContext, endpoint: Endpoint<unknown>, call: CallOptions): Record<string, string> {
  // A file on another host (CDN, storage) gets no API headers: custom ones would force a CORS
  // preflight that such hosts usually refuse.
  if (endpoint.absolute) return { ...call.headers };
  const headers = baseHeaders(ctx.getLanguage(), !endpoint.blob);
  const sso = endpoint.auth ? ctx.getSsoToken() : null;
  if (sso) headers.Authorization = `Bearer ${sso}`;
  if (endpoint.searchToken) headers['X-Search-Token'] = endpoint.searchToken;
  if (endpoint.idempotencyKey) headers['Idempotency-Key'] = endpoint.idempotencyKey;
  return { ...headers, ...ctx.headers, ...call.headers };
}

/** A service's calls with its name and defaults (e.g. `auth`) filled in. */
export type ServiceCall = <T = void>(endpoint: Endpoint<T>, call?: CallOptions) => Promise<Result<T>>;

export const bindService =
  (ctx: ApiContext, service: string, defaults: Partial<Endpoint<unknown>> = {}): ServiceCall =>
  (endpoint, call) =>
    request(ctx, service, { ...defaults, ...endpoint } as typeof endpoint, call);
