/**
 * What a call to the platform answers (ARCHITECTURE.md §layers): a `Result`, its data with the
 * HTTP status, or an `ApiError` with the status, 1001 when no response arrived at all
 * (PRODUCT.md §calls-general). Apart from the request core (http.ts, which re-exports these), so
 * that its retry policy (retry.ts) reads them without importing the core back.
 */
/** PRODUCT.md §calls-general: the failure status when there is no response at all. */
export const NO_RESPONSE = 1001;

export interface ApiError {
  /** The HTTP status, or NO_RESPONSE. */
  status: number;
  /** The body's `code`, or 'NetworkError' | 'Aborted' | 'InvalidResponse' | 'HttpError'. */
  code: string;
  message?: string;
  /** The response body as received (the promo-code error keeps it, PRODUCT.md §calls-carts). */
  body?: unknown;
  /** For 'InvalidResponse': what did not match the schema, readable. */
  issues?: string;
  /** The answer's Retry-After (a 429 or 503), in ms. */
  retryAfterMs?: number;
}

export type Result<T> = { ok: true; data: T; status: number; headers?: Headers } | { ok: false; error: ApiError };
