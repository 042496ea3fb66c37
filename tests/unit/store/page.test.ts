import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageConfig } from '../../../src/config';
import { createPageStore, getStore, resetStore, settingsFromPageConfig } from '../../../src/store/page';
import { cart } from '../helpers/fixtures';
import { json, startServer } from '../helpers/server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => resetStore());

describe('page store', () => {
  it('is one instance per page until reset', () => {
    const a = getStore();
    expect(getStore()).toBe(a);
    resetStore();
    expect(getStore()).not.toBe(a);
  });

  it('takes tenant, language and currency from the page configuration', () => {
    expect(settingsFromPageConfig({ tenant: 'trail-cup', lang: 'de', currencyId: 643 })).toMatchObject({
      theme: 'trail-cup',
      tenantName: 'trail-cup',
      lang: 'de',
      currencyId: 643,
    });
    const store = createPageStore({ api: 'https://api.test', lang: 'it' });
    expect(store.settings.settings.value).toMatchObject({ lang: 'it', currencyId: 978, theme: '' });
    store.dispose();
  });

  it('takes the shop branding settings and keeps what a later configuration leaves out', () => {
    const store = createPageStore({ api: 'https://api.test', logo: '/logo.svg', alignLogoCenter: true, themeDone: false });
    expect(store.settings.settings.value).toMatchObject({ logo: '/logo.svg', alignLogoCenter: true, themeDone: false });
    store.settings.update({ lang: 'de' }); // the visitor's choice
    store.settings.update(settingsFromPageConfig({ logo: '/logo.svg', themeDone: true }));
    expect(store.settings.settings.value).toMatchObject({ lang: 'de', logo: '/logo.svg', themeDone: true });
    // Values of the wrong type (a page without TypeScript) are ignored.
    expect(settingsFromPageConfig({ alignLogoCenter: 'yes', backURL: 42 } as unknown as PageConfig)).toMatchObject({
      alignLogoCenter: undefined,
      backURL: undefined,
    });
    store.dispose();
  });

  it('its API client reads the sign-in and language at call time', async () => {
    server.handle((_req, res) => json(res, 200, cart()));
    const store = createPageStore({ api: server.base, lang: 'es' });
    await store.api.carts.get('c1');
    store.session.signIn({ token: 'sso-9', tokenParsed: { email: 'a@b.c' } });
    store.settings.update({ lang: 'cs' });
    await store.api.carts.get('c1');
    expect(server.requests.map((r) => [r.headers.authorization, r.headers['accept-language']])).toEqual([
      [undefined, 'es'],
      ['Bearer sso-9', 'cs'],
    ]);
    store.dispose();
  });
});
