/**
 * The language list (PRODUCT.md §shell-language): each language with its flag (/img/lang/{id}.svg);
 * after a choice the dropdown stays closed for 100 ms before it can open again.
 */
import { fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MountedShell, mountShell } from './support';

const happy = () => (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;
beforeEach(() => happy().setViewport({ width: 1280, height: 900 }));
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  happy().setViewport({ width: 1024, height: 768 });
});

const picker = (shell: MountedShell) => shell.find('[part="language-button"]') as HTMLButtonElement;
const list = (shell: MountedShell) => shell.find('[part="language-list"]') as HTMLElement;
const option = (shell: MountedShell, name: string) => [...list(shell).querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;

describe('language list', () => {
  it('shows each language with its flag', async () => {
    const shell = mountShell({ languages: ['en', 'de', 'cs'] });
    await waitFor(() => expect(picker(shell)).not.toBeNull());
    expect(picker(shell).querySelector('img')?.getAttribute('src')).toBe('/img/lang/en.svg');
    const flags = [...list(shell).querySelectorAll('li')].map((li) => [
      li.textContent?.trim(),
      li.querySelector('img')?.getAttribute('src'),
      li.querySelector('img')?.getAttribute('alt'),
    ]);
    expect(flags).toEqual([
      ['English', '/img/lang/en.svg', ''],
      ['Deutsch', '/img/lang/de.svg', ''],
      ['Čeština', '/img/lang/cs.svg', ''],
    ]);
  });

  it('after a choice it opens again only once 100 ms have passed', async () => {
    const shell = mountShell();
    await waitFor(() => expect(picker(shell)).not.toBeNull());
    vi.useFakeTimers();
    fireEvent.click(picker(shell));
    await vi.advanceTimersByTimeAsync(0);
    expect(list(shell).hidden).toBe(false);
    fireEvent.click(option(shell, 'Deutsch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(list(shell).hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(60);
    fireEvent.click(picker(shell));
    await vi.advanceTimersByTimeAsync(0);
    expect(list(shell).hidden).toBe(true); // still resting
    await vi.advanceTimersByTimeAsync(40);
    fireEvent.click(picker(shell));
    await vi.advanceTimersByTimeAsync(0);
    expect(list(shell).hidden).toBe(false);
  });
});
