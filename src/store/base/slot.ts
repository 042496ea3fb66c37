/**
 * A slot: one thing a view shows at a time out of a query's keys, e.g. the event a search is
 * for or the payment methods for the cart's amount. It shows the key it was pointed at last,
 * whichever answer arrives last: a slower answer for an earlier key lands in that key's entry,
 * never in what the slot shows. Apart from query.ts: which key a view shows is not the data's
 * business. It sits in the shared runtime (ARCHITECTURE.md §budgets): as a chunk of its own it cost
 * the first loads that use it more than it costs those that do not.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Result } from '../../api/http';
import { IDLE, type Query, type QueryState } from './query';

export interface SlotOptions {
  /**
   * While the key pointed at has no data yet, show the previous key's data (status 'loading'):
   * a list that only changes (methods for a new amount) is not replaced by a spinner meanwhile.
   */
  keepPrevious?: boolean;
}

export interface Slot<K, T> {
  key: ReadonlySignal<K | null>;
  state: ReadonlySignal<QueryState<T>>;
  /** Points the slot at `key` and loads it. */
  show(key: K): Promise<Result<T>>;
  /** Points the slot at nothing, and forgets what it showed before. */
  clear(): void;
}

export function slot<K, T>(query: Query<K, T>, { keepPrevious = false }: SlotOptions = {}): Slot<K, T> {
  const key = signal<K | null>(null);
  /** The last key shown with data, for `keepPrevious` (it changes only with `key`). */
  let previous: K | null = null;
  const stateOf = (k: K | null): QueryState<T> => (k === null ? IDLE : query.state(k).value);
  return {
    key,
    state: computed(() => {
      const shown = stateOf(key.value);
      if (!keepPrevious || shown.status !== 'loading' || shown.data !== null) return shown;
      return { ...shown, data: stateOf(previous).data };
    }),
    show(next) {
      const current = key.peek();
      if (current !== null && query.state(current).peek().data !== null) previous = current;
      key.value = next;
      return query.load(next);
    },
    clear() {
      previous = null;
      key.value = null;
    },
  };
}
