/**
 * The one way the store and the widgets write (query.ts's counterpart: adding to the cart, a new
 * payment, a download). A mutation owns one kind of write and holds, in one signal,
 * `{ status, data, error }` of its newest call:
 *
 * - `pending` while any call is under way (the 10 s notice waits on it, a button shows busy);
 * - the latest call wins: an older call that ends after a newer one started changes nothing
 *   that is shown, so a slow first click cannot overwrite the second's answer;
 * - `single`: a call made while one is under way joins it instead of sending again (two taps on
 *   Pay must never make two payments);
 * - `cancel` aborts the calls under way through their signal (the notice's Cancel), `retry`
 *   cancels them and sends the newest call again with its input (the notice's Try again),
 *   `reset` forgets the outcome shown (the form was edited);
 * - a write resolves to an outcome (`ok` with data, or not with an error) and never throws,
 *   like the API client; what the error means to the user is the caller's business.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

/** What a write resolves to: the API client's Result is one. */
export type Outcome<T, E> = { ok: true; data: T } | { ok: false; error: E };

export interface MutationState<T, E> {
  status: MutationStatus;
  /** The data of the newest call that succeeded; null unless `status` is 'success'. */
  data: T | null;
  /** The failure of the newest call; null unless `status` is 'error'. */
  error: E | null;
}

export interface MutationOptions {
  /** A call made while one is under way joins it (and its input is not sent). */
  single?: boolean;
}

export interface Mutation<I, T, E, O extends Outcome<T, E> = Outcome<T, E>> {
  state: ReadonlySignal<MutationState<T, E>>;
  /** A call is under way. */
  pending: ReadonlySignal<boolean>;
  run(input: I): Promise<O>;
  /** Cancels the calls under way and sends the newest call's input again; null before any call. */
  retry(): Promise<O> | null;
  /** Aborts the calls under way; their outcome is no longer shown. */
  cancel(): void;
  /** Back to idle, unless a call is under way. */
  reset(): void;
}

const IDLE: MutationState<never, never> = { status: 'idle', data: null, error: null };

export function mutation<I, T, E, O extends Outcome<T, E> = Outcome<T, E>>(
  write: (input: I, signal: AbortSignal) => Promise<O>,
  { single = false }: MutationOptions = {},
): Mutation<I, T, E, O> {
  const state = signal<MutationState<T, E>>(IDLE);
  const running = signal(0);
  let control = new AbortController();
  /** Counts the calls: only the newest one's outcome is shown. */
  let sent = 0;
  let last: { input: I } | null = null;
  let flight: Promise<O> | null = null;

  function send(input: I): Promise<O> {
    const call = ++sent;
    last = { input };
    running.value++;
    state.value = { status: 'pending', data: null, error: null };
    const done = write(input, control.signal).then((outcome) => {
      if (call === sent)
        state.value = outcome.ok ? { status: 'success', data: outcome.data, error: null } : { status: 'error', data: null, error: outcome.error };
      return outcome;
    });
    const ended = done.finally(() => {
      running.value--;
      if (flight === ended) flight = null;
    });
    return ended;
  }

  const self: Mutation<I, T, E, O> = {
    state,
    pending: computed(() => running.value > 0),
    run(input) {
      if (single && flight) return flight;
      return (flight = send(input));
    },
    retry() {
      if (!last) return null;
      self.cancel();
      return (flight = send(last.input));
    },
    cancel() {
      control.abort();
      control = new AbortController();
      // The calls under way no longer count; what they did, a reload shows.
      sent++;
      flight = null;
      if (running.peek() === 0 || state.peek().status === 'pending') state.value = IDLE;
    },
    reset() {
      if (running.peek() === 0) state.value = IDLE;
    },
  };
  return self;
}
