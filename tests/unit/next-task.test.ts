/**
 * nextTask(): the widgets' first views each get a task of their own, so what runs after it must
 * wait past the current task's microtasks (where a render batch would otherwise join them).
 */
import { describe, expect, it } from 'vitest';
import { nextTask } from '../../src/next-task';

describe('nextTask', () => {
  it('resolves after the current task, its microtasks included', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    void Promise.resolve().then(() => order.push('promise'));
    await done;
    expect(order).toEqual(['microtask', 'promise', 'next task']);
  });

  it('uses the browser scheduler where there is one', async () => {
    const calls: string[] = [];
    const global = globalThis as { scheduler?: unknown };
    global.scheduler = {
      yield: () => {
        calls.push('yield');
        return Promise.resolve();
      },
    };
    try {
      await nextTask();
      expect(calls).toEqual(['yield']);
    } finally {
      delete global.scheduler;
    }
  });
});
