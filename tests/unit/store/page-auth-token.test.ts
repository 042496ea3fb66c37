import { afterEach, describe, expect, it } from 'vitest';
import type { PageConfig } from '../../../src/config';
import { createPageStore, resetStore, settingsFromPageConfig } from '../../../src/store/page';

afterEach(() => resetStore());

describe('the SSO token from the page configuration', () => {
  it('maps authToken into the settings, and the session starts signed in', () => {
    expect(settingsFromPageConfig({ authToken: 'jwt-1' }).authToken).toBe('jwt-1');
    const store = createPageStore({ api: 'https://api.test', authToken: 'jwt-1' });
    expect(store.session.signedIn.value).toBe(true);
    expect(store.session.ssoToken.value).toBe('jwt-1');
    store.dispose();
  });

  it('ignores a missing, empty or non-string token', () => {
    // Host pages are plain JavaScript: whatever they pass must be handled.
    for (const authToken of [undefined, '', 42, null]) expect(settingsFromPageConfig({ authToken } as unknown as PageConfig).authToken).toBeUndefined();
    const store = createPageStore({ api: 'https://api.test' });
    expect(store.session.signedIn.value).toBe(false);
    store.dispose();
  });

  it('a Keycloak session (PRODUCT.md §entities-settings): its token is sent and its e-mail is the user', () => {
    const store = createPageStore({ api: 'https://api.test', keycloak: { token: 'kc-1', tokenParsed: { email: 'ann@example.com' } } });
    expect(store.session.ssoToken.value).toBe('kc-1');
    expect(store.session.user.value).toBe('ann@example.com');
    store.dispose();
    for (const keycloak of [{ token: '' }, { token: 42 }, 'kc', null])
      expect(settingsFromPageConfig({ keycloak } as unknown as PageConfig).keycloak, JSON.stringify(keycloak)).toBeUndefined();
  });
});
