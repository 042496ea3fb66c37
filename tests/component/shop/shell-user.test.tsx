/**
 * The shop shell's user rules (SPEC §2, §4): the user is the signed-in e-mail, else the page's
 * `email` query parameter, set at mount and set again 1000 ms later; a page that builds its
 * theme itself holds the shell back until it says the theme is done.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopShell } from '../../../src/components/shop';
import { getPage } from '../../../src/components/page';
import { configure } from '../../../src/config';
import { setupStory } from '../../../stories/support/platform';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
});

describe('shop shell', () => {
  it('takes the user from the e-mail query parameter at mount and sets it again 1000 ms later', async () => {
    history.replaceState(null, '', '/?email=ann%40example.com');
    setupStory({ lang: 'en', routes: {} });
    render(<ShopShell path="/" />);
    await screen.findByRole('banner');
    const { session } = getPage().store;
    await waitFor(() => expect(session.user.value).toBe('ann@example.com'));

    // Something clears the user after mount (a sign-in check that found nobody): the re-set at
    // 1000 ms brings the query's e-mail back, and not before.
    session.setUser(null);
    await sleep(500);
    expect(session.user.value).toBeNull();
    await sleep(700);
    expect(session.user.value).toBe('ann@example.com');
  });

  it('waits while the page says its theme is not done, polling every 50 ms', async () => {
    setupStory({ lang: 'en', routes: {}, themeDone: false });
    render(<ShopShell path="/" />);
    await sleep(300);
    expect(screen.queryByRole('banner')).toBeNull();
    configure({ themeDone: true });
    await sleep(120);
    expect(screen.getByRole('banner')).toBeTruthy();
    configure({ themeDone: undefined });
  });
});
