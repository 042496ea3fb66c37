/**
 * The sandbox's sense of time. Every delay it imitates (a selfie being recognised, an archive
 * being built, a search token living for 30 minutes) goes through `scale`, so tests can run the
 * same flows in a fraction of the time with a small `timeScale`.
 */
export interface Clock {
  now(): number;
  /** A duration of the real platform, in ms, as this sandbox plays it. */
  scale(ms: number): number;
  readonly timeScale: number;
}

export function createClock(timeScale = 1): Clock {
  if (!(timeScale > 0)) throw new Error(`timeScale must be > 0, got ${timeScale}`);
  return {
    timeScale,
    now: () => Date.now(),
    scale: (ms) => Math.max(1, Math.round(ms * timeScale)),
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
