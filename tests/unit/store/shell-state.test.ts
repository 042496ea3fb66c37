import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorQueue, errorText, isDuplicateNavigation } from '../../../src/store/errors';
import { createNotificationsStore, visibleNotifications } from '../../../src/store/notifications';
import { createSessionStore, resolveUser } from '../../../src/store/session';
import { createSettingsStore, resolveSettings } from '../../../src/store/settings';
import { backButtonVisible, createShellStore } from '../../../src/store/shell';

// A failed assertion must not leave the fake clock on for the tests after it.
afterEach(() => {
  vi.useRealTimers();
});

describe('settings (PRODUCT.md §entities-settings, PRODUCT.md §constants-money)', () => {
  it('defaults: currency 978, language en', () => {
    expect(resolveSettings()).toMatchObject({ currencyId: 978, lang: 'en' });
    expect(resolveSettings({ lang: undefined }).lang).toBe('en');
  });

  it('the US variant uses currency 840', () => {
    expect(resolveSettings({ isUS: true }).currencyId).toBe(840);
    const s = createSettingsStore({ currencyId: 643 });
    s.update({ isUS: true });
    expect(s.settings.value.currencyId).toBe(840);
  });
});

describe('session', () => {
  it('the user is the authenticated e-mail, else the query e-mail', () => {
    expect(resolveUser('sso@x.y', 'q@x.y')).toBe('sso@x.y');
    expect(resolveUser(undefined, 'q@x.y')).toBe('q@x.y');
    expect(resolveUser()).toBeNull();
  });

  it('signs in from an SSO session and out', () => {
    const session = createSessionStore();
    session.signIn({ token: 't', tokenParsed: { email: 'ann@x.y' } });
    expect([session.ssoToken.value, session.user.value, session.signedIn.value]).toEqual(['t', 'ann@x.y', true]);
    session.signOut();
    expect(session.signedIn.value).toBe(false);
  });

  it('an expired search token is not usable', () => {
    const session = createSessionStore();
    session.setSearchToken('1', { token: 't', expired: true, competitor: null });
    expect(session.tokenFor('1')).toBeNull();
  });
});

describe('error queue (PRODUCT.md §shell-snackbar)', () => {
  it('ignores duplicate-navigation errors', () => {
    const errors = createErrorQueue();
    errors.push({ name: 'NavigationDuplicated', message: 'Navigating to current location' });
    errors.push(new Error('Avoided redundant navigation to current location: "/cart".'));
    expect(errors.queue.value).toEqual([]);
    expect(isDuplicateNavigation(new Error('boom'))).toBe(false);
  });

  it('displays the message, else the name, else the stack', () => {
    expect(errorText({ message: 'm', name: 'n', stack: 's' })).toBe('m');
    expect(errorText({ message: '', name: 'n', stack: 's' })).toBe('n');
    expect(errorText({ stack: 's' })).toBe('s');
    expect(errorText('plain')).toBe('plain');
  });
});

describe('notifications (PRODUCT.md §shell-notifications)', () => {
  const n = (id: number) => ({ id, title: 't', text: 'x' });
  it('at most 2 at once, 1 on mobile', () => {
    expect(visibleNotifications([n(1), n(2), n(3)], false).map((x) => x.id)).toEqual([1, 2]);
    expect(visibleNotifications([n(1), n(2), n(3)], true).map((x) => x.id)).toEqual([1]);
  });

  it('hides for 100 ms on route change', () => {
    vi.useFakeTimers();
    const store = createNotificationsStore();
    store.show(n(1));
    store.show(n(1));
    expect(store.list.value).toHaveLength(1);
    store.hideBriefly();
    expect(store.hidden.value).toBe(true);
    vi.advanceTimersByTime(99);
    expect(store.hidden.value).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.hidden.value).toBe(false);
  });
});

describe('shell state', () => {
  it('back button: the back flag, or home with a back URL', () => {
    expect(backButtonVisible(true, '', false)).toBe(true);
    expect(backButtonVisible(false, 'https://org.test', true)).toBe(true);
    expect(backButtonVisible(false, 'https://org.test', false)).toBe(false);
    expect(backButtonVisible(false, '', true)).toBe(false);
  });

  it('pops the stored history', () => {
    const shell = createShellStore();
    shell.pushHistory('/');
    shell.pushHistory('/event/1');
    shell.pushHistory('/cart');
    expect(shell.popHistory()).toBe('/event/1');
    expect(shell.state.value.history).toEqual(['/', '/event/1']);
  });
});
