/**
 * Single sign-on (SPEC §4, §6) against a real OpenID Connect provider started here:
 * a signed-out visitor of /my-account is sent to sign in; after signing in the profile and the
 * account menu appear; a reload signs in silently (check-sso) without leaving the page.
 */
import { expect, test } from './fixtures';
import { CLIENT_ID, REALM, startOidcProvider, type TestProvider } from './oidc-provider';
import { urls } from './urls';

let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startOidcProvider(urls.shop, urls.api);
});
test.afterAll(async () => provider.close());

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  // The shop's SSO settings, queued before the loader runs (as a hosted shop's config would).
  await page.addInitScript(
    (openId) => {
      (window as unknown as { Racelens: unknown }).Racelens = { q: [['configure', { openId }]] };
    },
    { uri: provider.uri, realm: REALM, clientId: CLIENT_ID },
  );
});

test('a signed-out visitor of my account signs in, then is signed in silently on the next visit', async ({ page }) => {
  await page.goto(`${urls.shop}/contacts`);
  const bar = page.locator('racelens-shop').locator('header[part="app-bar"]');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  // Signed out: no profile, no account item.
  await expect(bar.getByRole('button', { name: 'Profile' })).toHaveCount(0);

  await page.goto(`${urls.shop}/my-account`);
  await page.waitForURL((url) => url.href.startsWith(provider.uri));
  await page.locator('input[name="login"]').fill('runner@example.com');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"], input[type="submit"]').first().click();
  // The development consent screen, when the provider asks.
  const consent = page.locator('button[type="submit"]', { hasText: /continue/i });
  if (await consent.count()) await consent.first().click();

  await page.waitForURL(`${urls.shop}/my-account**`);
  await expect(bar.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My account' })).toBeVisible();
  // The token is not left in the page's address or globals.
  expect(page.url()).not.toContain('access_token');

  // A later visit: check-sso signs in silently, without a redirect.
  await page.goto(`${urls.shop}/contacts`);
  await expect(bar.getByRole('button', { name: 'Profile' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/contacts');
  await bar.getByRole('button', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${urls.shop}/my-account`);
});
