/**
 * When the wait `busy` stands for began (a Date.now()), for the slow-wait notice's `since`: the
 * notice loads as a part of its own (src/parts/network), and one that arrives late still says so
 * 10 s after the wait began, not 10 s after it arrived. Undefined while nothing waits.
 */
import { useRef } from 'react';

export function useSince(busy: boolean): number | undefined {
  const since = useRef<number | undefined>(undefined);
  if (!busy) since.current = undefined;
  else since.current ??= Date.now();
  return since.current;
}
