/**
 * The shop shell's user rules (PRODUCT.md §shell-startup, PRODUCT.md §states-sso): the user is the
 * signed-in e-mail, else the page's `email` query parameter, set at mount and set again 1000 ms
 * later; a page that builds its theme itself holds the shell back until it says the theme is done.
 * The shell's timers run on a fake clock, so the checks hold however busy the machine is.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { configure } from '../../../src/config';
import { getPage } from '../../../src/runtime/page';
import { setupStory } from '../../../stories/support/platform';
import { ShopShell } from '../../../widgets/shop-shell';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

/** The shell's own timers only: promises, fetch and module loading keep running for real. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

/** The real timer, kept before any test fakes the global one. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Waits on the real clock (up to 10 s) until `check` holds (the shell's texts load first),
 * running only the fake timers already due (preact starts effects from a 0 ms timeout after a
 * frame), so the fake clock stays where it is. vi.waitFor would move it forward while it waits.
 */
async function until(check: () => boolean): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!check() && performance.now() < deadline) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
  expect(check()).toBe(true);
}

const banner = () => screen.queryByRole('banner') !== null;
/** The widget's texts have loaded (its root carries their language): only the theme holds it back. */
const textsLoaded = () => document.querySelector('.rl-root[lang]') !== null;

describe('shop shell', () => {
  it('takes the user from the e-mail query parameter at mount and sets it again 1000 ms later', async () => {
    history.replaceState(null, '', '/?email=ann%40example.com');
    setupStory({ lang: 'en', routes: {} });
    fakeClock();
    render(<ShopShell path="/" />);
    const { session } = getPage().store;
    // Mounted (its texts loaded): the e-mail is set at once, on a fake clock that has not moved.
    await until(() => session.user.value === 'ann@example.com');

    // Something clears the user after mount (a sign-in check that found nobody): the re-set at
    // 1000 ms brings the query's e-mail back, and not before.
    session.setUser(null);
    await vi.advanceTimersByTimeAsync(999);
    expect(session.user.value).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(session.user.value).toBe('ann@example.com');
  });

  it('waits while the page says its theme is not done, polling every 50 ms', async () => {
    setupStory({ lang: 'en', routes: {}, themeDone: false });
    onTestFinished(() => configure({ themeDone: undefined }));
    fakeClock();
    render(<ShopShell path="/" />);
    await until(textsLoaded);
    await vi.advanceTimersByTimeAsync(1000);
    expect(banner()).toBe(false);
    configure({ themeDone: true });
    await vi.advanceTimersByTimeAsync(50);
    await until(banner);
  });
});
