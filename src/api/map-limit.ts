/**
 * Runs `task` over `items` with at most `limit` in flight; results keep the items' order.
 * Stops starting new tasks once one reports failure (`ok: false`), since the caller discards
 * everything then; slots never started hold that failure.
 */
export async function mapLimit<I, R extends { ok: boolean }>(items: readonly I[], limit: number, task: (item: I, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed: R | undefined;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      const result = await task(items[index] as I, index);
      results[index] = result;
      if (!result.ok) failed ??= result;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return failed ? Array.from(results, (r) => r ?? (failed as R)) : results;
}
