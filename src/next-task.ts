/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one: what
 * keeps several widgets that become ready together from rendering their first views in one long
 * task, which a tap would wait behind (ARCHITECTURE.md §budgets). `scheduler.yield()` where the
 * browser has it (its continuation goes ahead of other queued work), else a message to ourselves,
 * which is a task too and, unlike a timer, is neither clamped nor held back by a test's fake clock.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
