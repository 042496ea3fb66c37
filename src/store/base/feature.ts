/**
 * Parts of the store that only some widgets need (search, checkout, orders…) are features: the
 * module that defines one is loaded with the widgets that use it, not in the shared runtime
 * (ARCHITECTURE.md §budgets), and `featureOf(store)` builds it once per store on first use, so
 * every widget on the page still shares one instance.
 */
import type { ApiClient, ApiWith, ServiceName } from '../../api/client';
import type { ApiContext } from '../../api/http';
import type { Store } from '../create-store';
import { remember } from './remember';

export const feature = <T>(build: (store: Store) => T): ((store: Store) => T) => remember(build);

type Makers = { [K in ServiceName]?: (ctx: ApiContext) => ApiClient[K] };

/**
 * The page's client with the services a feature calls, each made on first use and then shared:
 * the feature's module imports the services it names, so they load with the widgets that use
 * the feature and never with the shared runtime (ARCHITECTURE.md §budgets). A client that
 * already has them (a test's) is used as it is.
 */
export function servicesOf<M extends Makers>(store: Store, makers: M): ApiWith<keyof M & ServiceName> {
  const api = store.api as Record<string, unknown>;
  const make = makers as Record<string, (ctx: ApiContext) => unknown>;
  for (const [name, made] of Object.entries(make)) api[name] ??= made(store.api.ctx);
  return store.api as never;
}
