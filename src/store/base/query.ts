/**
 * The one way the store loads data. A query owns one kind of data (an event, an order's
 * payments…) and holds, per key, a signal with `{ data, status, error }`:
 *
 * - one request per key at a time: asking for a key already on its way joins that request;
 * - the latest answer wins: a refetch makes the answers still on their way for that key stale,
 *   and a slot (slot.ts: one thing a view shows, e.g. "the event being searched") shows the key
 *   it was last pointed at, whichever answer arrives last;
 * - an answer the page's boot script asked for early (src/api/early.ts) is handed over by the
 *   API client for the same request, so a query needs nothing of its own for it;
 * - a failure is the API client's own (`error.status` is the HTTP status, NO_RESPONSE without
 *   one) and is not kept: the next `load` asks again. The last good data stays beside it.
 */
import { type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import type { ApiError, Result } from '../../api/http';

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QueryState<T> {
  data: T | null;
  status: QueryStatus;
  /** The failure of the last answer; null unless `status` is 'error'. */
  error: ApiError | null;
}

export const IDLE: QueryState<never> = { data: null, status: 'idle', error: null };

export interface QueryOptions<K, T> {
  /**
   * Asks the platform for one key; resolves to a Result and never throws, like the API client.
   * `signal` aborts when `retry` gives the request up.
   */
  fetch: (key: K, signal: AbortSignal) => Promise<Result<T>>;
  /** The name of a key's entry, for keys that are objects; String(key) by default. */
  keyOf?: (key: K) => string;
  /** Told when a request starts; the function it returns when that request ends. */
  onRequest?: () => () => void;
}

export interface Query<K, T> {
  /** The key's state, 'idle' until something loads it. */
  state(key: K): ReadonlySignal<QueryState<T>>;
  /** The key's data: asked for unless it is loaded (and not invalidated) or on its way already. */
  load(key: K): Promise<Result<T>>;
  /**
   * Asks again even when loaded, unless a request for the key is on its way (then that one):
   * for data that changes while the page is open (an order being paid). The data stays shown.
   */
  fresh(key: K): Promise<Result<T>>;
  /** Asks again even when a request is on its way (whose answer then no longer counts). */
  refetch(key: K): Promise<Result<T>>;
  /** As `refetch`, and the request on its way is given up: the 10 s notice's "Try again". */
  retry(key: K): Promise<Result<T>>;
  /**
   * Asks for more of the key's data (the next page): `next` gets the data held and resolves to
   * the whole new data. A refetch meanwhile wins over it.
   */
  more(key: K, next: (data: T | null) => Promise<Result<T>>): Promise<Result<T>>;
  /** The next load of this key (of every key without one) asks again. */
  invalidate(key?: K): void;
}

interface Entry<T> {
  state: Signal<QueryState<T>>;
  /** The request on its way, which later loads join. */
  flight: Promise<Result<T>> | null;
  /** Counts the key's requests: only the newest one's answer is written. */
  sent: number;
  /** The last good answer, which loads take until the key is invalidated. */
  last: Result<T> | null;
  /** Aborts the newest request. */
  control: AbortController | null;
}

/** The data of a result changed by `f`; a failure as it is. */
export const mapData = <A, B>(result: Result<A>, f: (data: A) => B): Result<B> => (result.ok ? { ...result, data: f(result.data) } : result);

export function query<K, T>({ fetch, keyOf = String, onRequest }: QueryOptions<K, T>): Query<K, T> {
  const entries = new Map<string, Entry<T>>();

  const entryOf = (key: K): Entry<T> => {
    const name = keyOf(key);
    let entry = entries.get(name);
    if (!entry) entries.set(name, (entry = { state: signal<QueryState<T>>(IDLE), flight: null, sent: 0, last: null, control: null }));
    return entry;
  };

  function run(entry: Entry<T>, ask: (signal: AbortSignal) => Promise<Result<T>>): Promise<Result<T>> {
    const request = ++entry.sent;
    entry.state.value = { data: entry.state.peek().data, status: 'loading', error: null };
    const end = onRequest?.();
    const flight: Promise<Result<T>> = ask((entry.control = new AbortController()).signal)
      .then((result) => {
        if (request === entry.sent) {
          entry.last = result.ok ? result : null;
          entry.state.value = result.ok
            ? { data: result.data, status: 'ready', error: null }
            : { data: entry.state.peek().data, status: 'error', error: result.error };
        }
        return result;
      })
      .finally(() => {
        end?.();
        if (entry.flight === flight) entry.flight = null;
      });
    entry.flight = flight;
    return flight;
  }

  const self: Query<K, T> = {
    state: (key) => entryOf(key).state,

    load(key) {
      const entry = entryOf(key);
      if (entry.flight) return entry.flight;
      if (entry.last) return Promise.resolve(entry.last);
      return run(entry, (signal) => fetch(key, signal));
    },

    fresh(key) {
      self.invalidate(key);
      return self.load(key);
    },

    refetch: (key) => run(entryOf(key), (signal) => fetch(key, signal)),

    retry(key) {
      const entry = entryOf(key);
      entry.control?.abort();
      return self.refetch(key);
    },

    more(key, next) {
      const entry = entryOf(key);
      return run(entry, () => next(entry.state.peek().data));
    },

    invalidate(key) {
      for (const entry of key === undefined ? entries.values() : [entryOf(key)]) entry.last = null;
    },
  };
  return self;
}
