/**
 * Tenant themes, the US variant and the merge order default → tenant → US → settings
 * (PRODUCT.md §overview-tenants).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYER, detectUsVariant, resolveTheme, TENANT_LAYERS } from '../../src/theme';
import { logosOf } from '../../src/theme/logos';

const US_HOST = 'us.racelens.example';

describe('resolveTheme: tenants', () => {
  it('gives the default brand without a tenant', () => {
    for (const tenant of [undefined, null, '', '  ']) {
      const theme = resolveTheme({ tenant });
      expect(theme.name).toBe('MySport');
      expect(theme.isUS).toBe(false);
      expect(theme.currencyId).toBe(978);
      expect(theme.languages).toBeNull();
      expect(theme.showMobileMenuItems).toBeNull();
      expect(theme.alignLogoCenter).toBe(false);
      expect(theme.showFooter).toBe(true);
      expect(theme.showLanguageSelector).toBe(true);
      expect(theme.tokens.primary).toBe('#0b57d0');
      expect(logosOf(theme).logo).toMatch(/^data:image\/svg\+xml,/);
      expect(logosOf(theme).logoSmall).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('applies running-series: palette, logos, languages, menu items', () => {
    const theme = resolveTheme({ tenant: 'running-series' });
    expect(theme.name).toBe('running-series');
    expect(theme.tokens.primary).toBe('#c2122f');
    expect(theme.tokens.space).toBe(DEFAULT_LAYER.tokens.space);
    expect(logosOf(theme).logo).not.toBe(logosOf(DEFAULT_LAYER).logo);
    expect(theme.languages).toEqual(['en', 'de', 'es', 'it']);
    expect(theme.showMobileMenuItems).toEqual(['participants', 'organizers', 'contacts', 'my-account']);
    expect(theme.currencyId).toBe(978);
    expect(theme.showFooter).toBe(true);
  });

  it('applies trail-cup, which centres its logo', () => {
    const theme = resolveTheme({ tenant: 'trail-cup' });
    expect(theme.tokens.primary).toBe('#2f5d34');
    expect(theme.alignLogoCenter).toBe(true);
    expect(theme.languages).toEqual(['en', 'cs', 'sk', 'de']);
    expect(theme.showFooter).toBe(true);
  });

  it('keeps the default look for an unknown tenant, under its name, without the footer', () => {
    const theme = resolveTheme({ tenant: 'acme-marathon' });
    expect(theme.name).toBe('acme-marathon');
    expect(theme.tokens).toEqual(DEFAULT_LAYER.tokens);
    expect(theme.showFooter).toBe(false);
  });
});

describe('detectUsVariant', () => {
  it('is true for a host whose first label is "us"', () => {
    expect(detectUsVariant('us.racelens.example')).toBe(true);
    expect(detectUsVariant('US.Shop.example:8443')).toBe(true);
  });

  it('is false otherwise', () => {
    for (const host of ['racelens.example', 'usa.example', 'bus.example', 'shop.us.example', 'us', 'us.', '', null, undefined]) {
      expect(detectUsVariant(host), String(host)).toBe(false);
    }
  });
});

describe('resolveTheme: the US variant', () => {
  const us = resolveTheme({ host: US_HOST });

  it('shows only the home and contacts menu items', () => {
    expect(us.showMobileMenuItems).toEqual(['participants', 'contacts']);
  });

  it('hides the footer and the language selector', () => {
    expect(us.showFooter).toBe(false);
    expect(us.showLanguageSelector).toBe(false);
  });

  it('uses currency 840', () => {
    expect(us.isUS).toBe(true);
    expect(us.currencyId).toBe(840);
  });

  it('keeps those rules against settings', () => {
    const theme = resolveTheme({
      host: US_HOST,
      overrides: { currencyId: 978, showMobileMenuItems: null, languages: ['en', 'de', 'cs'] },
    });
    expect(theme.currencyId).toBe(840);
    expect(theme.showMobileMenuItems).toEqual(['participants', 'contacts']);
    expect(theme.showLanguageSelector).toBe(false);
    expect(theme.showFooter).toBe(false);
  });

  it('lays over the tenant: US palette, tenant tokens the US layer leaves alone', () => {
    const theme = resolveTheme({ tenant: 'running-series', host: US_HOST });
    expect(theme.name).toBe('running-series');
    expect(theme.tokens.primary).toBe('#1f3a93');
    expect(theme.tokens.fontFamily).toBe(TENANT_LAYERS['running-series']?.tokens?.fontFamily);
    expect(theme.showFooter).toBe(false);
  });

  it('follows the settings US flag over the host', () => {
    expect(resolveTheme({ host: US_HOST, overrides: { isUS: false } }).isUS).toBe(false);
    expect(resolveTheme({ host: 'racelens.example', overrides: { isUS: true } }).currencyId).toBe(840);
  });
});

describe('resolveTheme: explicit settings', () => {
  it('win over the tenant', () => {
    const theme = resolveTheme({
      tenant: 'trail-cup',
      overrides: {
        tokens: { primary: '#123456' },
        alignLogoCenter: false,
        logo: 'https://cdn.example.com/logo.svg',
        logoSmall: '/img/mark.png',
        currencyId: 643,
        russian: true,
      },
    });
    expect(theme.tokens.primary).toBe('#123456');
    expect(theme.tokens.surface).toBe('#f7f5ef');
    expect(theme.alignLogoCenter).toBe(false);
    expect(theme.logo).toBe('https://cdn.example.com/logo.svg');
    expect(theme.logoSmall).toBe('/img/mark.png');
    expect(theme.currencyId).toBe(643);
    expect(theme.russian).toBe(true);
  });

  it('limit languages to known ones; one language hides the selector', () => {
    expect(resolveTheme({ overrides: { languages: ['de', 'xx', 'CS', 'de'] } }).languages).toEqual(['de', 'cs']);
    expect(resolveTheme({ overrides: { languages: ['de'] } }).showLanguageSelector).toBe(false);
    expect(resolveTheme({ tenant: 'trail-cup', overrides: { languages: null } }).languages).toBeNull();
  });

  it('treat empty values as not set (the store defaults)', () => {
    const theme = resolveTheme({
      tenant: 'running-series',
      overrides: { logo: '', languages: [], showMobileMenuItems: [], tokens: {} },
    });
    expect(theme).toEqual(resolveTheme({ tenant: 'running-series' }));
  });

  it('keep only known menu ids', () => {
    expect(resolveTheme({ overrides: { showMobileMenuItems: ['contacts', 'casino', 'contacts'] } }).showMobileMenuItems).toEqual(['contacts']);
  });

  it('ignore unsafe logo URLs and CSS values', () => {
    const theme = resolveTheme({
      tenant: 'running-series',
      overrides: {
        logo: 'javascript:alert(1)',
        logoSmall: 'data:text/html,<script>alert(1)</script>',
        tokens: { primary: 'red; } :host { display: none', accent: 'url(https://evil.example/x)' },
      },
    });
    expect(logosOf(theme)).toEqual(logosOf(resolveTheme({ tenant: 'running-series' })));
    expect(logosOf(theme).logo).toMatch(/^data:image\/svg\+xml,/);
    expect(theme.tokens.primary).toBe('#c2122f');
    expect(theme.tokens.accent).toBe('#ffb000');
  });

  it('hand out copies, so changing a resolved theme leaves the layers alone', () => {
    const theme = resolveTheme({ tenant: 'running-series' });
    theme.languages?.push('cs');
    theme.showMobileMenuItems?.push('business');
    expect(resolveTheme({ tenant: 'running-series' }).languages).toEqual(['en', 'de', 'es', 'it']);
    expect(resolveTheme({ tenant: 'running-series' }).showMobileMenuItems).toHaveLength(4);
  });

  it('treat a tenant named like an Object property as unknown', () => {
    expect(resolveTheme({ tenant: 'constructor' }).tokens).toEqual(DEFAULT_LAYER.tokens);
    expect(resolveTheme({ tenant: '__proto__' }).showFooter).toBe(false);
  });

  it('never change the built-in layers', () => {
    const before = JSON.stringify({ DEFAULT_LAYER, TENANT_LAYERS });
    resolveTheme({ tenant: 'trail-cup', host: US_HOST, overrides: { tokens: { primary: '#000000' }, languages: ['de'] } });
    expect(JSON.stringify({ DEFAULT_LAYER, TENANT_LAYERS })).toBe(before);
  });
});
