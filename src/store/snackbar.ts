/**
 * The error snackbar's cycle (PRODUCT.md §shell-snackbar, PRODUCT.md §constants-timing), run while
 * the shop's shell shows it: the first error shows at once; then every `everyMs` the oldest queued
 * one shows again for `forMs`, until it is closed. Kept apart from the error queue so only the
 * shell's chunk carries it.
 */
import { effect, untracked } from '@preact/signals-core';
import type { ErrorQueue } from './errors';

export interface SnackbarCycle {
  /**
   * How often the oldest error comes back while errors remain (PRODUCT.md §constants-timing: 7000
   * ms).
   */
  everyMs: number;
  /** How long it stays on screen each time unless closed. */
  forMs: number;
}

/** Starts the cycle; returns its stop. */
export function runSnackbar({ queue, shown }: ErrorQueue, { everyMs, forMs }: SnackbarCycle): () => void {
  let hide: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    if (!queue.value.length) return;
    shown.value = true;
    clearTimeout(hide);
    hide = setTimeout(() => (shown.value = false), forMs);
  };
  let wasEmpty = true;
  const stopFirst = effect(() => {
    const empty = queue.value.length === 0;
    if (wasEmpty && !empty) untracked(show);
    wasEmpty = empty;
  });
  const tick = setInterval(show, everyMs);
  return () => {
    stopFirst();
    clearInterval(tick);
    clearTimeout(hide);
    shown.value = false;
  };
}
