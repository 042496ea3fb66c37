/**
 * Settings a page supplies with `configure()` (SPEC §3), as the shop shell shows them, and the
 * back button's rules (SPEC §2): the back flag, or a back URL on home.
 */
import { fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountShell, type MountedShell } from './support';

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
