/**
 * Parts of the store that only some widgets need (search, checkout, orders…) are features: the
 * module that defines one is loaded with the widgets that use it, not in the shared runtime
 * (ARCHITECTURE.md §budgets), and `featureOf(store)` builds it once per store on first use, so
 * every widget on the page still shares one instance.
 */
import type { Store } from './create-store';

export function feature<T>(build: (store: Store) => T): (store: Store) => T {
  const built = new WeakMap<Store, T>();
  return (store) => {
    let value = built.get(store);
    if (value === undefined) {
      value = build(store);
      built.set(store, value);
    }
    return value;
  };
}
