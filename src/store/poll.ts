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
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
