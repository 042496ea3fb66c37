/**
 * Repeats `attempt` every `intervalMs` until `done` says so or `timeoutMs` passes; used for
 * slow server work (selfie recognition, archives). Resolves to the last result, and to
 * `timedOut: true` if the work never finished.
 */
export interface PollOptions {
  intervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export async function poll<R>(
  attempt: () => Promise<R>,
  done: (result: R) => boolean,
  { intervalMs = 1000, timeoutMs = 120_000, signal }: PollOptions = {},
): Promise<{ result: R; timedOut: boolean }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt();
    if (done(result)) return { result, timedOut: false };
    if (signal?.aborted || Date.now() + intervalMs > deadline) return { result, timedOut: true };
    // Stopped while waiting: no further attempt.
    if (await pause(intervalMs, signal)) return { result, timedOut: true };
  }
}

/** Waits `ms`; true when the signal aborted meanwhile (it stops waiting at once). */
function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve(false);
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}
