/**
 * The error queue behind the snackbar (PRODUCT.md §shell-snackbar): the oldest error shows first
 * and stays queued until it is closed; while errors remain, the snackbar comes back on every cycle
 * (snackbar.ts, loaded with the shop's shell only).
 */
import { computed, signal } from '@preact/signals-core';

export interface QueuedError {
  id: number;
  text: string;
  error: unknown;
}

type ErrorLike = { name?: unknown; message?: unknown; stack?: unknown };
const field = (e: unknown, key: keyof ErrorLike): string =>
  typeof e === 'object' && e !== null && typeof (e as ErrorLike)[key] === 'string' ? ((e as ErrorLike)[key] as string) : '';

/** PRODUCT.md §shell-snackbar: the error's message, else its name, else its stack. */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  return field(error, 'message') || field(error, 'name') || field(error, 'stack') || String(error);
}

/** A router's complaint about navigating to the page already shown: not worth telling anyone. */
export function isDuplicateNavigation(error: unknown): boolean {
  return field(error, 'name') === 'NavigationDuplicated' || /redundant navigation|NavigationDuplicated/i.test(field(error, 'message'));
}

export function createErrorQueue() {
  const queue = signal<QueuedError[]>([]);
  const shown = signal(false);
  let nextId = 1;

  return {
    queue,
    /** The snackbar is up (snackbar.ts runs its cycle). */
    shown,
    /** The error on show: the oldest, while the snackbar is up. */
    current: computed(() => (shown.value ? (queue.value[0] ?? null) : null)),
    push(error: unknown) {
      if (isDuplicateNavigation(error)) return;
      queue.value = [...queue.value, { id: nextId++, text: errorText(error), error }];
    },
    /** Close: drops the shown (oldest) error; the next one comes with the next cycle. */
    dismiss() {
      queue.value = queue.value.slice(1);
      shown.value = false;
    },
  };
}
export type ErrorQueue = ReturnType<typeof createErrorQueue>;
