/**
 * One typed API client per page (ARCHITECTURE.md §embedding): every call of PRODUCT.md §calls,
 * grouped by service. Every function resolves to a `Result`; none throws.
 */
import { type ApiConfig, createApiContext } from './context';
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

export function createApiClient(config: ApiConfig) {
  const ctx = createApiContext(config);
  return {
    /** The origin the client talks to; the checkout trusts pay URLs on it. */
    baseUrl: ctx.baseUrl,
    /** What each service is made from (ARCHITECTURE.md §budgets: the page's store makes its services one by one). */
    ctx,
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

/** The services, by their name in the client. */
export type ServiceName = Exclude<keyof ApiClient, 'baseUrl' | 'ctx'>;

/** A client that has at least the services `K` (what a store is built from). */
export type ApiWith<K extends ServiceName> = Pick<ApiClient, 'baseUrl' | K>;

/**
 * The page store's client: the cart-service, which every widget's first load needs, and the
 * other services once a feature has made them (store/base/feature.ts `servicesOf`), so that a widget's
 * code carries only the services it calls (ARCHITECTURE.md §budgets).
 */
export type StoreApi = ApiWith<'carts'> & Pick<ApiClient, 'ctx'> & Partial<Pick<ApiClient, ServiceName>>;

export { type ApiConfig, createApiContext };
