/**
 * When the request core sends a call again by itself (src/api/CONTRACT.md "Retries"): only a call
 * safe to repeat, only after a failure that may pass, with growing, jittered pauses, within a
 * count and a time budget, and never while the browser is offline (it waits to be online).
 */
import type { ApiError } from './result';

/** The longest pause between two tries (as Stripe's clients), unless Retry-After asks for more. */
const MAX_PAUSE_MS = 5_000;

/**
 * A read; a PUT or DELETE, the same however often sent; or a write with an Idempotency-Key,
 * which the platform answers once (src/api/CONTRACT.md "Retries").
 */
export const repeatable = (method: string, idempotencyKey: string | undefined): boolean =>
  method === 'GET' || method === 'PUT' || method === 'DELETE' || !!idempotencyKey;

/**
 * No response, a 5xx or 429, or a 2xx whose body is not JSON at all (a cut answer, a proxy's
 * page); never a cancelled call or a real answer such as 404 or 409.
 */
export const transient = (error: ApiError): boolean =>
  error.code !== 'Aborted' && (error.status >= 500 || error.status === 429 || (error.code === 'InvalidResponse' && typeof error.body === 'string'));

/** Before retry n (0-based): base·2ⁿ, capped, times 0.5–1 so many widgets do not retry in step; Retry-After wins when longer. */
export const pauseBefore = (attempt: number, baseMs: number, error: ApiError, random = Math.random): number =>
  Math.max(Math.min(MAX_PAUSE_MS, baseMs * 2 ** attempt) * (0.5 + random() / 2), error.retryAfterMs ?? 0);

/** Retry-After in seconds or as an HTTP date, in ms from now. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

/** False when the browser says it is offline (outside a browser it never does). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Resolves true after `ms`, or once online when `ms` is null; false at once when the call is
 * cancelled meanwhile.
 */
export function waitFor(ms: number | null, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      if (ms === null) removeEventListener('online', online);
      resolve(value);
    };
    const cancel = () => done(false);
    const online = () => done(true);
    const timer = ms === null ? undefined : setTimeout(online, ms);
    if (ms === null) addEventListener('online', online);
    if (signal?.aborted) cancel();
    else signal?.addEventListener('abort', cancel);
  });
}
