/**
 * A component's own write (a new payment, a promo code, a file to save or share) on the store's
 * one primitive for writes, mutation() (src/store/base/mutation.ts): one per mounted component,
 * its state read as values. `write` is read afresh at each call, so it sees the latest props.
 */
import { useRef, useState } from 'react';
import { useValue } from '../runtime/use-value';
import { type MutationOptions, mutation, type Outcome } from '../store/base/mutation';

export function useMutation<I, T, E>(write: (input: I, signal: AbortSignal) => Promise<Outcome<T, E>>, options?: MutationOptions) {
  const latest = useRef(write);
  latest.current = write;
  const [m] = useState(() => mutation<I, T, E>((input, signal) => latest.current(input, signal), options));
  return { ...useValue(m.state), pending: useValue(m.pending), run: m.run, reset: m.reset };
}
