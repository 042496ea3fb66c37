/**
 * Wraps an action so a call made while one is running gets the running call's promise instead
 * of starting a second one: two clicks on "Pay" must never create two payments.
 */
export function singleFlight<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let running: Promise<R> | null = null;
  return (...args) =>
    (running ??= run(...args).finally(() => {
      running = null;
    }));
}
