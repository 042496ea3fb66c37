/**
 * Parts a widget loads later (cart view, paid/declined views, face and e-mail panels, frame
 * page, video tab, account order) share one rule (PRODUCT.md §states-chunks,
 * PRODUCT.md §constants-timing): a chunk that has not arrived after 120 s fails with the common
 * error and a retry, as does one that cannot load at all.
 */

import { execFileSync } from 'node:child_process';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../src/runtime/lazy-part';
import { widget } from '../../src/runtime/widget';
import { setupStory } from '../../stories/support/platform';
import { repoRoot } from '../fixtures/source-scan';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mount(load: () => Promise<(props: { label: string }) => unknown>) {
  setupStory({ lang: 'en', routes: {} });
  const Part = lazyPart(load as never) as unknown as (props: { label: string }) => null;
  const View = () => (
    <Suspense fallback={<p>Loading the part</p>}>
      <Part label="x" />
    </Suspense>
  );
  const Widget = widget({ tag: 'racelens-lazy-test', areas: [], room: '' }, View);
  render(<Widget />);
}
const Loaded = ({ label }: { label: string }) => <p>Part {label}</p>;

describe('lazily loaded parts', () => {
  it('every part of every widget loads through lazyPart (no React lazy() of its own)', () => {
    let users = '';
    try {
      users = execFileSync(
        'grep',
        ['-rlE', '-e', String.raw`\blazy\(`, '-e', "import .*[{ ,]lazy[ ,}].*'react'", 'src', 'widgets', '--include=*.ts', '--include=*.tsx'],
        { cwd: repoRoot },
      ).toString();
    } catch {
      // grep exits 1 when nothing matches
    }
    expect(
      users
        .trim()
        .split('\n')
        .filter((f) => f && f !== 'src/runtime/lazy-part.tsx'),
    ).toEqual([]);
  });

  it('a chunk that never arrives fails after 120 s with the common error; retry loads it again', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<typeof Loaded>(() => {}));
    mount(load);
    await vi.waitFor(() => expect(screen.getByText('Loading the part')).toBeTruthy());
    await act(async () => void (await vi.advanceTimersByTimeAsync(110_000)));
    expect(screen.getByText('Loading the part')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(screen.getByRole('alert').textContent).toContain('An error occurred, try later');
    load.mockImplementation(() => Promise.resolve(Loaded));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.getByText('Part x')).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a chunk that cannot load fails at once, with the retry', async () => {
    const load = vi.fn<() => Promise<typeof Loaded>>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    mount(load);
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred, try later');
    load.mockImplementation(() => Promise.resolve(Loaded));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Part x')).toBeTruthy();
  });
});
