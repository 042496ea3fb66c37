/**
 * The error snackbar's cycle (PRODUCT.md §shell-snackbar, PRODUCT.md §constants-timing): the oldest
 * queued error shows with Close, comes back every 7 s while errors remain, and only Close removes
 * it. Fake clocks, no waiting.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorQueue } from '../../../src/store/errors';
import { runSnackbar } from '../../../src/store/snackbar';

const cycle = { everyMs: 7000, forMs: 5000 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('error snackbar cycle', () => {
  it('shows the first error at once, hides it after a while and brings it back every 7 s until closed', () => {
    const errors = createErrorQueue();
    const stop = runSnackbar(errors, cycle);
    expect(errors.current.value).toBeNull();
    errors.push(new Error('first'));
    errors.push(new Error('second'));
    expect(errors.current.value?.text).toBe('first');
    vi.advanceTimersByTime(5000);
    expect(errors.current.value).toBeNull(); // off screen, still queued
    vi.advanceTimersByTime(2000);
    expect(errors.current.value?.text).toBe('first'); // back after 7 s: the oldest, not dropped
    vi.advanceTimersByTime(7000 * 5);
    expect(errors.queue.value.map((e) => e.text)).toEqual(['first', 'second']);
    stop();
  });

  it('Close removes the shown error; the next one shows with the next cycle', () => {
    const errors = createErrorQueue();
    const stop = runSnackbar(errors, cycle);
    errors.push('first');
    errors.push('second');
    vi.advanceTimersByTime(1000);
    errors.dismiss();
    expect(errors.current.value).toBeNull();
    expect(errors.queue.value.map((e) => e.text)).toEqual(['second']);
    vi.advanceTimersByTime(5999);
    expect(errors.current.value).toBeNull();
    vi.advanceTimersByTime(1);
    expect(errors.current.value?.text).toBe('second');
    errors.dismiss();
    vi.advanceTimersByTime(7000 * 3);
    expect(errors.current.value).toBeNull();
    // A new error after a quiet time shows at once again.
    errors.push('third');
    expect(errors.current.value?.text).toBe('third');
    stop();
    expect(errors.current.value).toBeNull();
  });

  it('ignores duplicate-navigation errors and shows message, else name, else stack', () => {
    const errors = createErrorQueue();
    const stop = runSnackbar(errors, cycle);
    errors.push({ name: 'NavigationDuplicated', message: 'Navigating to current location' });
    expect(errors.current.value).toBeNull();
    errors.push({ name: 'OnlyName', message: '' });
    errors.push({ stack: 'at somewhere' });
    expect(errors.current.value?.text).toBe('OnlyName');
    errors.dismiss();
    vi.advanceTimersByTime(7000);
    expect(errors.current.value?.text).toBe('at somewhere');
    stop();
  });
});
