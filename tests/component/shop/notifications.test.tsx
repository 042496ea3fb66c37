/**
 * Notifications' actions (PRODUCT.md §entities-notification): confirm is an action the page hears
 * about or a link; confirmIcon / confirmIconRight place an icon; hideActions leaves only the close
 * button.
 */
import { fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../src/store/notifications';
import { type MountedShell, mountShell } from './support';

afterEach(() => document.body.replaceChildren());

const notify = (detail: AppNotification) => document.dispatchEvent(new CustomEvent('racelens:notify', { detail }));
const card = async (shell: MountedShell) => {
  await waitFor(() => expect(shell.find('.rl-notification')).not.toBeNull());
  return shell.find('.rl-notification')!;
};
const ready = (shell: MountedShell) => waitFor(() => expect(shell.find('main[aria-busy="false"]')).not.toBeNull());

describe('notification actions', () => {
  it('confirm as an action: the page hears it with the id, and the card closes', async () => {
    const shell = mountShell();
    await ready(shell);
    const heard: unknown[] = [];
    document.addEventListener('racelens:notification-confirm', (e) => heard.push((e as CustomEvent).detail), { once: true });
    notify({ id: 'sale', title: 'Sale', text: '20% off', confirmText: 'Apply' });
    const c = await card(shell);
    const confirm = [...c.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Apply')!;
    fireEvent.click(confirm);
    expect(heard).toEqual([{ id: 'sale' }]);
    await waitFor(() => expect(shell.find('.rl-notification')).toBeNull());
  });

  it('confirm as a link: a shop path or an http(s) address, never a script', async () => {
    const shell = mountShell();
    await ready(shell);
    notify({ id: 1, title: 'Frames', text: 'New', confirmType: 'link', confirmUrl: '/event/101' });
    notify({ id: 2, title: 'Partner', text: 'Offer', confirmType: 'link', confirmUrl: 'https://partner.test/offer' });
    await card(shell);
    const links = shell.findAll('.rl-notification a').map((a) => [a.getAttribute('href'), a.getAttribute('target')]);
    expect(links).toEqual([
      ['/event/101', null],
      ['https://partner.test/offer', '_blank'],
    ]);
    document.body.replaceChildren();
    const other = mountShell();
    await ready(other);
    notify({ id: 3, title: 'Bad', text: 'x', confirmType: 'link', confirmUrl: 'javascript:alert(1)' });
    const c = await card(other);
    expect(c.querySelector('a')).toBeNull(); // shown as an action instead
  });

  it('confirmIcon before the text, or after it with confirmIconRight', async () => {
    const shell = mountShell();
    await ready(shell);
    notify({ id: 'l', title: 'A', text: 'a', confirmText: 'Go', confirmIcon: '/img/lang/en.svg' });
    notify({ id: 'r', title: 'B', text: 'b', confirmText: 'Go', confirmIcon: '/img/lang/de.svg', confirmIconRight: true });
    await card(shell);
    const order = shell
      .findAll('.rl-notification .rl-button--primary')
      .map((b) => [...b.childNodes].map((n) => (n.nodeName === 'IMG' ? 'icon' : n.textContent?.trim())).filter(Boolean));
    expect(order).toEqual([
      ['icon', 'Go'],
      ['Go', 'icon'],
    ]);
  });

  it('hideActions: no decline or confirm, only the close button', async () => {
    const shell = mountShell();
    await ready(shell);
    notify({ id: 'h', title: 'Info', text: 'Just so you know', hideActions: true });
    const c = await card(shell);
    expect([...c.querySelectorAll('button, a')].map((b) => b.getAttribute('aria-label'))).toEqual(['Close the notification']);
  });
});
