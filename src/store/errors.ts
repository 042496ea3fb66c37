/**
 * The error queue behind the snackbar (SPEC §2): the oldest error shows first, until closed.
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

/** SPEC §2: the error's message, else its name, else its stack. */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  return field(error, 'message') || field(error, 'name') || field(error, 'stack') || String(error);
}

/** A router's complaint about navigating to the page already shown: not worth telling anyone. */
export function isDuplicateNavigation(error: unknown): boolean {
  return (
    field(error, 'name') === 'NavigationDuplicated' ||
    /redundant navigation|NavigationDuplicated/i.test(field(error, 'message'))
  );
}

export function createErrorQueue() {
  const queue = signal<QueuedError[]>([]);
  let nextId = 1;

  return {
    queue,
    /** The error on show: the oldest. */
    current: computed(() => queue.value[0] ?? null),
    push(error: unknown) {
      if (isDuplicateNavigation(error)) return;
      queue.value = [...queue.value, { id: nextId++, text: errorText(error), error }];
    },
    /** Close: drops the shown (oldest) error. */
    dismiss() {
      queue.value = queue.value.slice(1);
    },
  };
}
export type ErrorQueue = ReturnType<typeof createErrorQueue>;
