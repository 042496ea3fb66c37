/**
 * "No silent waits": a step still waiting after SLOW_WAIT_MS says what it waits for and offers a
 * way out. The one place the product's 10 s lives.
 */
import { useEffect, useState } from 'react';

export const SLOW_WAIT_MS = 10_000;

/**
 * True once `busy` has lasted SLOW_WAIT_MS without a break; a new `round` (a step tried again)
 * starts the count afresh. `since` (a Date.now()) is when the wait began, where that was before
 * the caller mounted.
 */
export function useSlow(busy: boolean, round = 0, since?: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const waited = round === 0 && since !== undefined ? Date.now() - since : 0;
    const timer = setTimeout(() => setSlow(true), Math.max(0, SLOW_WAIT_MS - waited));
    return () => clearTimeout(timer);
  }, [busy, round]);
  return busy && slow;
}
