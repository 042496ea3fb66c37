/**
 * Reads a signal inside a component and re-renders when it changes.
 *
 * Built on useSyncExternalStore rather than @preact/signals' automatic tracking so the same
 * components also work under real React (the `racelens/react` build).
 */
import { useCallback, useSyncExternalStore } from 'react';

/** What useValue needs of a signal (a @preact/signals-core signal is one), typed here so the shipped types need no signals package. */
export interface Readable<T> {
  peek(): T;
  subscribe(fn: (value: T) => void): () => void;
}

export function useValue<T>(source: Readable<T>): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, read);
}
