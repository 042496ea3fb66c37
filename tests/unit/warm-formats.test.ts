import { describe, expect, it, vi } from 'vitest';
import { warmFormats } from '../../src/runtime/warm-formats';

describe('warmFormats', () => {
  it('makes the page’s price and date formats one idle moment each, in its language and currency, at the time it runs', () => {
    const queued: Array<() => void> = [];
    const made: string[] = [];
    const number = vi.spyOn(Intl, 'NumberFormat');
    const date = vi.spyOn(Intl, 'DateTimeFormat');
    let lang = 'en';
    warmFormats(
      () => lang,
      () => 978,
      (run) => queued.push(run),
    );
    // Nothing in the caller's task.
    expect(number).not.toHaveBeenCalled();
    expect(date).not.toHaveBeenCalled();
    lang = 'de';
    queued.shift()!();
    made.push(...number.mock.calls.map((c) => `${c[0]} ${(c[1] as Intl.NumberFormatOptions).currency}`));
    expect(made).toEqual(['de EUR']);
    expect(date).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(date.mock.calls.map((c) => c[0])).toEqual(['de']);
    expect(queued).toHaveLength(0);
    number.mockRestore();
    date.mockRestore();
  });

  it('goes on when a format cannot be made', () => {
    const queued: Array<() => void> = [];
    const date = vi.spyOn(Intl, 'DateTimeFormat');
    warmFormats(
      () => 'xx-invalid-!!',
      () => 978,
      (run) => queued.push(run),
    );
    expect(() => queued.shift()!()).not.toThrow();
    expect(() => queued.shift()!()).not.toThrow();
    expect(date).toHaveBeenCalledTimes(1);
    date.mockRestore();
  });
});
