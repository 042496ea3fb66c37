/**
 * The console's word when a widget's code does not load (ARCHITECTURE.md §why-empty): one
 * warning per cause, in plain words with the fix, however many widgets fail for it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warnChunk } from '../../src/why-empty';

const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('why a widget stays empty', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    vi.unstubAllGlobals();
  });

  it('says once that files did not load from a folder, however many widgets fail there', () => {
    // The requests reached a server that answered (a resource timing entry each): files missing.
    vi.stubGlobal('performance', { getEntriesByName: () => [{}] });
    expect(warnChunk({ tag: 'racelens-photo-search', error: failed('https://a.example/assets/photo-search-1.js') })).toBe(true);
    expect(warnChunk({ tag: 'racelens-cart-drawer', error: failed('https://a.example/assets/cart-drawer-2.js') })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    const text = String(warn.mock.calls[0]![0]);
    expect(text).toMatch(/^Racelens: the code of <racelens-photo-search> did not load from https:\/\/a\.example\/assets\/photo-search-1\.js/);
    expect(text).toContain('Serve every file your bundler emitted');
  });

  it('tells a second cause on its own: files missing in another folder, then a CSP that refused one', () => {
    vi.stubGlobal('performance', { getEntriesByName: () => [{}] });
    expect(warnChunk({ tag: 'racelens-checkout', error: failed('https://b.example/js/checkout-3.js') })).toBe(true);
    // A request the CSP refused never started: no resource timing entry.
    vi.stubGlobal('performance', { getEntriesByName: () => [] });
    expect(warnChunk({ tag: 'racelens-event-gallery', error: failed('https://cdn.example/gallery-4.js') })).toBe(true);
    expect(warnChunk({ tag: 'racelens-my-account', error: failed('https://cdn.example/account-5.js') })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]![0])).toMatch(/Content-Security-Policy\. Allow .* in script-src/);
  });

  it('says offline once, that it loads by itself when the network is back', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(warnChunk({ tag: 'racelens-order-status', error: failed('https://c.example/order-6.js') })).toBe(true);
    expect(warnChunk({ tag: 'racelens-photo-search', error: failed('https://c.example/search-7.js') })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('offline; it loads by itself once the network is back');
  });
});
