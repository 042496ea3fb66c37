/** poll(): slow server work asked again until done, a deadline, or a stop. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { poll } from '../../../src/store/base/poll';

afterEach(() => vi.useRealTimers());

describe('poll', () => {
  it('asks again every interval until the work is done', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const polling = poll(
      async () => ++calls,
      (n) => n === 3,
      { intervalMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(await polling).toEqual({ result: 3, timedOut: false });
    expect(calls).toBe(3);
  });

  it('gives up at the deadline with the last answer', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const polling = poll(
      async () => ++calls,
      () => false,
      { intervalMs: 1000, timeoutMs: 2500 },
    );
    await vi.advanceTimersByTimeAsync(5000);
    // Asked at 0, 1 and 2 s; a fourth try at 3 s would be past the deadline.
    expect(await polling).toEqual({ result: 3, timedOut: true });
    expect(calls).toBe(3);
  });

  it('stopped while it waits, it asks no more and ends at once', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const stop = new AbortController();
    let ended = false;
    const polling = poll(
      async () => ++calls,
      () => false,
      { intervalMs: 1000, signal: stop.signal },
    ).then((outcome) => {
      ended = true;
      return outcome;
    });
    await vi.advanceTimersByTimeAsync(1500); // the second attempt, then waiting for the third
    expect(calls).toBe(2);
    stop.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2);
    expect(await polling).toEqual({ result: 2, timedOut: true });
  });
});
