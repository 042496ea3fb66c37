/**
 * Follows the order and its payments while this view is on screen: polls through the store
 * (watchStatus) and stops on unmount. `timedOut` means no decision came in time: the view says
 * so honestly instead of spinning forever, and `again()` starts another round.
 */
import { useEffect, useState } from 'react';
import { useFeature } from '../../src/runtime/use-store';
import { orderPaymentOf } from '../../src/store/orders/payment';

export type WatchPhase = 'watching' | 'timedOut' | 'stopped';

/** How often the provider's answer is asked for while checking. */
export const CHECK_INTERVAL_MS = 1500;

export function usePaymentWatch(orderId: string, timeoutMs: number) {
  const orders = useFeature(orderPaymentOf);
  const [phase, setPhase] = useState<WatchPhase>('watching');
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setPhase('watching');
    void orders.watchStatus(orderId, { signal: controller.signal, timeoutMs, intervalMs: CHECK_INTERVAL_MS }).then((status) => {
      if (controller.signal.aborted) return;
      setPhase(status === 'checking' && !orders.of(orderId).failed.peek() ? 'timedOut' : 'stopped');
    });
    return () => controller.abort();
  }, [orders, orderId, round, timeoutMs]);

  return { phase, again: () => setRound((n) => n + 1) };
}
