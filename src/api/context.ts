/**
 * What every call of the API client runs in (ARCHITECTURE.md §layers): the platform's address,
 * the sign-in and language read at call time, and the retry settings. Apart from the services,
 * so the page's store can start with it and make only the services its widgets call.
 */
import type { ApiContext } from './http';

export interface ApiConfig {
  /** Origin of the platform API (or the sandbox). */
  baseUrl: string;
  getSsoToken?: () => string | null | undefined;
  /** Renews the sign-in after a 401 on a call that carried it; resolves whether it worked. */
  renewSsoToken?: () => Promise<boolean>;
  getLanguage?: () => string | null | undefined;
  /** Headers sent on every API call (tests use it for X-Sandbox-Fault). */
  headers?: Record<string, string>;
  /** Extra tries of a call safe to repeat (src/api/retry.ts); default 2 (3 tries). */
  retries?: number;
  /** First backoff; doubles on each retry, jittered. Default 300 ms. */
  retryDelayMs?: number;
  /** No retry starts later than this after the first try; default 8 s. */
  retryBudgetMs?: number;
  /** Per-try timeout; default 30 s. A call safe to repeat is tried again when its answer has not started within a fifth of it. */
  timeoutMs?: number;
}

export function createApiContext(config: ApiConfig): ApiContext {
  return {
    baseUrl: config.baseUrl,
    getSsoToken: config.getSsoToken ?? (() => null),
    renewSsoToken: config.renewSsoToken ?? (() => Promise.resolve(false)),
    getLanguage: config.getLanguage ?? (() => null),
    headers: config.headers ?? {},
    retries: config.retries ?? 2,
    retryDelayMs: config.retryDelayMs ?? 300,
    retryBudgetMs: config.retryBudgetMs ?? 8_000,
    // A fifth of it (6 s) is shorter than the retry budget (8 s), so a hanging read is tried
    // again, and reported within about 12 s at worst.
    timeoutMs: config.timeoutMs ?? 30_000,
  };
}
