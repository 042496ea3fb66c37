import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../src/money';
import { warmFormats } from '../../src/runtime/warm-formats';

describe('warmFormats', () => {
  it('makes the page’s formats one moment each, reading its language and currency only when it runs', () => {
    const queued: Array<() => void> = [];
    const lang = vi.fn(() => 'de');
    const currency = vi.fn(() => 978);
    warmFormats(lang, currency, (run) => queued.push(run));
    // Nothing in the caller's task: one moment asked for, nothing read or made yet.
    expect(queued).toHaveLength(1);
    expect(lang).not.toHaveBeenCalled();
    // The browser's set-up in two pieces (the language, the list of languages), each a moment of its own...
    queued.shift()!();
    expect(lang).toHaveBeenCalledTimes(1);
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(lang).toHaveBeenCalledTimes(2);
    expect(currency).not.toHaveBeenCalled();
    // ...then the price format, in the page's language and currency; the date format waits for its own moment.
    queued.shift()!();
    expect(currency).toHaveBeenCalledTimes(1);
    expect(lang).toHaveBeenCalledTimes(3);
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(lang).toHaveBeenCalledTimes(4);
    expect(queued).toHaveLength(0);
    // What it made is the formatter the views then use.
    expect(formatMoney(1234.5, 978, { lang: 'de' })).toMatch(/^1\.234,50\s€$/u);
  });

  it('goes on when a format cannot be made', () => {
    const queued: Array<() => void> = [];
    warmFormats(
      () => 'xx-invalid-!!',
      () => 978,
      (run) => queued.push(run),
    );
    for (let step = 0; step < 4; step++) expect(() => queued.shift()!()).not.toThrow();
    expect(queued).toHaveLength(0);
  });
});
