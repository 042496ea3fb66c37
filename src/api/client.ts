/**
 * One typed API client per page (ARCHITECTURE.md §embedding): every call of PRODUCT.md §calls,
 * grouped by service. Every function resolves to a `Result`; none throws.
 */
import type { ApiContext } from './http';
import { archivesApi } from './services/archives';
import { cartsApi } from './services/carts';
import { catalogApi } from './services/catalog';
import { competitorsApi } from './services/competitors';
import { filesApi } from './services/files';
import { framesApi } from './services/frames';
import { invoicesApi } from './services/invoices';
import { ordersApi } from './services/orders';
import { photosApi } from './services/photos';
import { preordersApi } from './services/preorders';
import { recognitionApi } from './services/recognition';
import { requestsApi } from './services/requests';
import { themesApi } from './services/themes';

export interface ApiConfig {
  /** Origin of the platform API (or the sandbox). */
  baseUrl: string;
  getSsoToken?: () => string | null | undefined;
  /** Renews the sign-in after a 401 on a call that carried it; resolves whether it worked. */
  renewSsoToken?: () => Promise<boolean>;
  getLanguage?: () => string | null | undefined;
  /** Headers sent on every API call (tests use it for X-Sandbox-Fault). */
  headers?: Record<string, string>;
  /** Extra tries of a GET without response; default 2 (3 tries). */
  retries?: number;
  /** First backoff; doubles on each retry. Default 300 ms. */
  retryDelayMs?: number;
  /** Per-try timeout; default 30 s. */
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
    timeoutMs: config.timeoutMs ?? 30_000,
  };
}

export function createApiClient(config: ApiConfig) {
  const ctx = createApiContext(config);
  return {
    /** The origin the client talks to; the checkout trusts pay URLs on it. */
    baseUrl: ctx.baseUrl,
    themes: themesApi(ctx),
    photos: photosApi(ctx),
    competitors: competitorsApi(ctx),
    recognition: recognitionApi(ctx),
    catalog: catalogApi(ctx),
    frames: framesApi(ctx),
    carts: cartsApi(ctx),
    orders: ordersApi(ctx),
    invoices: invoicesApi(ctx),
    preorders: preordersApi(ctx),
    archives: archivesApi(ctx),
    requests: requestsApi(ctx),
    files: filesApi(ctx),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
