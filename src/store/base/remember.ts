/**
 * Made once per key, then shared: every caller asking for a key gets the same value (a feature
 * of a page's store, the promise of a share context, of a cart's hand-over, of the face
 * detector's start). Contract:
 *
 * - `make(key)` runs at most once per key (`keyOf` names a key by what identifies it, an order
 *   by its id);
 * - an object key (a page's store) is held weakly, so a store thrown away takes its values along;
 * - what was made is kept, a failed promise too (a part that must try again after a failure keeps
 *   its own attempt, as lazy-part.tsx does);
 * - `peek(key)` reads what is remembered without making anything.
 */
export interface Remembered<K, T> {
  (key: K): T;
  peek(key: K): T | undefined;
}

export function remember<K, T>(make: (key: K) => T, keyOf: (key: K) => unknown = (key) => key): Remembered<K, T> {
  const strong = new Map<unknown, T>();
  const weak = new WeakMap<object, T>();
  const mapOf = (name: unknown) => (name !== null && typeof name === 'object' ? weak : strong) as Map<unknown, T>;
  const peek = (key: K) => mapOf(keyOf(key)).get(keyOf(key));
  const get = ((key: K): T => {
    const name = keyOf(key);
    const map = mapOf(name);
    if (!map.has(name)) map.set(name, make(key));
    return map.get(name)!;
  }) as Remembered<K, T>;
  get.peek = peek;
  return get;
}
