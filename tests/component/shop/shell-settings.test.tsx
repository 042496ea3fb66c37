/**
 * Settings a page supplies with `configure()` (PRODUCT.md §entities-settings), as the shop shell
 * shows them, and the back button's rules (PRODUCT.md §shell-back): the back flag, or a back URL on
 * home.
 */
import { fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MountedShell, mountShell } from './support';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const ready = async (shell: MountedShell) => {
  await waitFor(() => expect(shell.find('main[aria-busy="false"]')).not.toBeNull());
};
const openDrawer = async (shell: MountedShell) => {
  fireEvent.click(shell.find('button[aria-label="Open the menu"]')!);
  await waitFor(() => expect(shell.find('dialog nav')).not.toBeNull());
  return shell.find('dialog')!;
};
const texts = (elements: Element[]) => elements.map((e) => e.textContent?.trim());

describe('settings from configure()', () => {
  it('languages: only the configured ones are offered, in the drawer and the footer', async () => {
    const shell = mountShell({ languages: ['en', 'de'] });
    await ready(shell);
    expect(texts(shell.findAll('[part="footer"] option'))).toEqual(['English', 'Deutsch']);
    const drawer = await openDrawer(shell);
    expect(texts([...drawer.querySelectorAll('button[lang]')])).toEqual(['English', 'Deutsch']);
  });

  it('showMobileMenuItems: only those menu items show', async () => {
    const shell = mountShell({ showMobileMenuItems: ['participants', 'contacts'] });
    await ready(shell);
    const drawer = await openDrawer(shell);
    expect(texts([...drawer.querySelectorAll('nav a')])).toEqual(['Participants', 'Contacts']);
  });

  it('showLanguage: false hides the footer’s language switcher', async () => {
    const shell = mountShell({ showLanguage: false });
    await ready(shell);
    expect(shell.footer()).not.toBeNull();
    expect(shell.find('[part="footer"] select')).toBeNull();
  });

  it('isUS: the US variant, with home and contacts only and no languages', async () => {
    const shell = mountShell({ isUS: true });
    await ready(shell);
    const drawer = await openDrawer(shell);
    expect(texts([...drawer.querySelectorAll('nav a')])).toEqual(['Participants', 'Contacts']);
    expect(drawer.querySelector('button[lang]')).toBeNull();
  });

  it('tenantName: the brand in the logo’s text and the copyright', async () => {
    const shell = mountShell({ tenantName: 'Alpine Runs' });
    await ready(shell);
    expect(shell.find('[part="logo"] img')?.getAttribute('alt')).toContain('Alpine Runs');
    expect(shell.footer()?.textContent).toContain('Alpine Runs');
  });
});

describe('back button', () => {
  const back = (shell: MountedShell) => shell.find('button[aria-label="Back"]');

  it('is hidden by default, after in-shop navigation too', async () => {
    const shell = mountShell({ path: '/' });
    await ready(shell);
    shell.element.setAttribute('path', '/contacts');
    await waitFor(() => expect(shell.find('main[aria-busy="false"]')).not.toBeNull());
    expect(back(shell)).toBeNull();
  });

  it('with the back flag it shows everywhere and pops the stored history', async () => {
    const shell = mountShell({ path: '/', backFromHome: true });
    await ready(shell);
    expect(back(shell)).not.toBeNull();
    shell.element.setAttribute('path', '/for-business');
    await waitFor(() => expect(back(shell)).not.toBeNull());
    fireEvent.click(back(shell)!);
    expect(shell.visited).toEqual(['/']);
  });

  it('with a back URL it shows on home only, and leaves to that URL from there', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, search: '', origin: location.origin } as Location);
    const shell = mountShell({ path: '/contacts', backURL: 'https://organizer.example/race' });
    await ready(shell);
    expect(back(shell)).toBeNull();
    shell.element.setAttribute('path', '/');
    await waitFor(() => expect(back(shell)).not.toBeNull());
    fireEvent.click(back(shell)!);
    expect(assign).toHaveBeenCalledWith('https://organizer.example/race');
    expect(shell.visited).toEqual([]);
  });
});

describe('external links from the settings', () => {
  it('without feedbackUrl and eventsServiceUrl, no feedback, bug-report or sports-events items', async () => {
    const shell = mountShell();
    await ready(shell);
    expect(shell.footer()?.textContent).not.toContain('Send feedback');
    const drawer = await openDrawer(shell);
    expect(drawer.textContent).toContain('Photo service');
    expect(drawer.textContent).not.toContain('Sports events service');
    expect(drawer.textContent).not.toContain('Report a problem');
    expect(drawer.querySelector('a[href*=".example"], a[href^="mailto:"]')).toBeNull();
  });

  it('with them, the items link there in a new tab; the bug report also tells the page', async () => {
    const shell = mountShell({ feedbackUrl: 'https://feedback.organizer.test/form', eventsServiceUrl: 'https://events.organizer.test/' });
    await ready(shell);
    const footerLink = [...shell.findAll('[part="footer"] a')].find((a) => a.textContent?.includes('Send feedback'));
    expect(footerLink?.getAttribute('href')).toBe('https://feedback.organizer.test/form');
    const drawer = await openDrawer(shell);
    const links = [...drawer.querySelectorAll('a[target="_blank"]')].map((a) => [a.textContent?.split(' (')[0], a.getAttribute('href')]);
    expect(links).toEqual([
      ['Sports events service', 'https://events.organizer.test/'],
      ['Report a problem', 'https://feedback.organizer.test/form'],
    ]);
    const seen: unknown[] = [];
    shell.element.addEventListener('racelens:feedback', (e) => seen.push((e as CustomEvent).detail));
    const report = [...drawer.querySelectorAll('a')].find((a) => a.textContent?.includes('Report a problem'))!;
    report.addEventListener('click', (e) => e.preventDefault()); // no navigation in the test page
    fireEvent.click(report);
    expect(seen).toEqual([{ path: '/contacts' }]);
  });

  it('ignores addresses that are not http(s)', async () => {
    const shell = mountShell({ feedbackUrl: 'javascript:alert(1)', eventsServiceUrl: 'mailto:x@y.z' });
    await ready(shell);
    const drawer = await openDrawer(shell);
    expect(drawer.querySelector('a[target="_blank"]')).toBeNull();
  });
});
