/** PRODUCT.md §shell-menu per theme and visitor, highlighting; logos of the themes. */
import { describe, expect, it } from 'vitest';
import { isSafeImageUrl as isSafeLogoUrl } from '../../src/links/safe-url';
import { resolveTheme } from '../../src/theme';
import { LOGOS, logosOf } from '../../src/theme/logos';
import { activeMenuItem, MENU_ITEMS, type MenuEntry, menuEntries } from '../../widgets/shop-shell/menu';

const ids = (entries: MenuEntry[]) => entries.map((e) => (e.kind === 'link' ? e.id : '|'));

describe('menu items', () => {
  it('have the PRODUCT.md §shell-menu routes', () => {
    expect(Object.fromEntries(MENU_ITEMS.map((item) => [item.id, item.href]))).toEqual({
      participants: '/',
      photographers: '/for-photographers',
      organizers: '/for-organizers',
      business: '/for-business',
      contacts: '/contacts',
      'my-account': '/my-account',
    });
  });

  it('show "my account" only to signed-in visitors, set off by a divider (trailing one dropped)', () => {
    expect(ids(menuEntries(null, { signedIn: false }))).toEqual(['participants', 'photographers', 'organizers', 'business', 'contacts']);
    expect(ids(menuEntries(null, { signedIn: true }))).toEqual(['participants', 'photographers', 'organizers', 'business', 'contacts', '|', 'my-account']);
  });

  it('drop a leading divider', () => {
    expect(ids(menuEntries(['my-account'], { signedIn: true }))).toEqual(['my-account']);
  });

  it('follow the theme list', () => {
    const theme = resolveTheme({ tenant: 'running-series' });
    expect(ids(menuEntries(theme.showMobileMenuItems, { signedIn: true }))).toEqual(['participants', 'organizers', 'contacts', '|', 'my-account']);
  });

  it('are only home and contacts in the US variant, even signed in', () => {
    const theme = resolveTheme({ host: 'us.racelens.example' });
    expect(ids(menuEntries(theme.showMobileMenuItems, { signedIn: true }))).toEqual(['participants', 'contacts']);
  });
});

describe('activeMenuItem', () => {
  const entries = menuEntries(null, { signedIn: true });

  it('highlights the item matching the path', () => {
    expect(activeMenuItem(entries, '/contacts')).toBe('contacts');
    expect(activeMenuItem(entries, '/for-organizers/')).toBe('organizers');
    expect(activeMenuItem(entries, '/my-account/order/7?x=1')).toBe('my-account');
    expect(activeMenuItem(entries, '/')).toBe('participants');
  });

  it('else the first item', () => {
    expect(activeMenuItem(entries, '/event/42')).toBe('participants');
    expect(activeMenuItem(menuEntries(['contacts', 'business'], { signedIn: false }), '/cart')).toBe('business');
    expect(activeMenuItem([], '/')).toBeNull();
  });
});

describe('logos', () => {
  it("the shell shows a theme's own logo, else its built-in tenant's, the US variant's, or the default brand's", () => {
    expect(logosOf(resolveTheme({ tenant: 'trail-cup' }))).toEqual(LOGOS['trail-cup']);
    expect(logosOf(resolveTheme({ tenant: 'running-series', overrides: { isUS: true } }))).toEqual(LOGOS.US);
    expect(logosOf(resolveTheme({ tenant: 'some-new-tenant' }))).toEqual(LOGOS.MySport);
    const own = resolveTheme({ tenant: 'trail-cup', overrides: { logo: 'https://cdn.example.com/cup.svg' } });
    expect(logosOf(own)).toEqual({ logo: 'https://cdn.example.com/cup.svg', logoSmall: LOGOS['trail-cup'].logoSmall });
  });

  it('are self-contained SVG data URIs, a wide logo and a small mark per theme', () => {
    for (const [name, { logo, logoSmall }] of Object.entries(LOGOS)) {
      for (const uri of [logo, logoSmall]) {
        expect(uri, name).toMatch(/^data:image\/svg\+xml,/);
        const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href/);
      }
    }
  });

  it('accept only safe URLs from settings', () => {
    for (const url of ['https://cdn.example.com/l.svg', 'http://x.example/l.png', '/img/logo.svg', 'logo.png', 'data:image/png;base64,AAAA']) {
      expect(isSafeLogoUrl(url), url).toBe(true);
    }
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', '', 'a b.png', '"onerror=x']) {
      expect(isSafeLogoUrl(url), url).toBe(false);
    }
  });
});
