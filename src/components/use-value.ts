/**
 * Reads a signal inside a component and re-renders when it changes.
 *
 * Built on useSyncExternalStore rather than @preact/signals' automatic tracking so the same
 * components also work under real React (the `racelens/react` build).
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-core';

export function useValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, read);
}
