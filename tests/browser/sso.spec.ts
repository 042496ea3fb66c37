/**
 * Single sign-on (PRODUCT.md §states-sso, PRODUCT.md §roles-customer) against a real OpenID Connect
 * provider started here: a signed-out visitor of /my-account is sent to sign in; after signing in
 * the profile and the account menu appear; a reload signs in silently (check-sso) without leaving
 * the page; a short-lived token is renewed before it runs out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CLIENT_ID, REALM, startOidcProvider, type TestProvider } from './oidc-provider';
import { urls } from './urls';

let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startOidcProvider(urls.shop, urls.api);
});
test.afterAll(async () => provider.close());

test.use({ viewport: { width: 1280, height: 900 } });

/** The shop's SSO settings for `p`, queued before the loader runs (as a hosted shop's config would). */
const useProvider = (page: Page, p: TestProvider) =>
  page.addInitScript(
    (openId) => {
      (window as unknown as { Racelens: unknown }).Racelens = { q: [['configure', { openId }]] };
    },
    { uri: p.uri, realm: REALM, clientId: CLIENT_ID },
  );

/** Opens /my-account signed out, signs in at the provider's development form and comes back. */
async function signInFromMyAccount(page: Page, p: TestProvider): Promise<void> {
  await page.goto(`${urls.shop}/my-account`);
  await page.waitForURL((url) => url.href.startsWith(p.uri));
  await page.locator('input[name="login"]').fill('runner@example.com');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"], input[type="submit"]').first().click();
  // The development consent screen, when the provider asks.
  const consent = page.locator('button[type="submit"]', { hasText: /continue/i });
  if (await consent.count()) await consent.first().click();
  await page.waitForURL(`${urls.shop}/my-account**`);
}

test('a signed-out visitor of my account signs in, then is signed in silently on the next visit', async ({ page }) => {
  await useProvider(page, provider);
  await page.goto(`${urls.shop}/contacts`);
  const bar = page.locator('racelens-shop').locator('header[part="app-bar"]');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  // Signed out: no profile, no account item.
  await expect(bar.getByRole('button', { name: 'Profile' })).toHaveCount(0);

  await signInFromMyAccount(page, provider);
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

test('with the provider down, Sign in says so in words and throws nothing; once it is back, signing in works without a reload', async ({ page, errors }) => {
  await useProvider(page, provider);
  // What the host page hears of it.
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    document.addEventListener('racelens:error', (e) => heard.push((e as CustomEvent).detail));
  });
  // Down: nothing from the provider's address answers (as when it is offline or blocked).
  let refused = 0;
  await page.route(`${provider.uri}/**`, (route) => {
    refused++;
    return route.abort('connectionrefused');
  });
  await page.goto(`${urls.shop}/my-account`);
  const view = page.locator('racelens-my-account');
  await expect(view.getByRole('alert')).toContainText('Sign-in is not available right now');
  await expect(view.getByRole('button', { name: 'Find your photos' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/my-account');
  // The host page is told too, once: an event it can show or log, never a thrown error.
  expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([{ step: 'sign-in', code: 'SignInUnavailable' }]);

  // Tapping "Try again" while it is still down asks the provider again, says the same, and
  // throws nothing.
  const before = refused;
  await view.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => refused).toBeGreaterThan(before);
  await expect(view.getByRole('alert')).toContainText('Sign-in is not available right now');

  // Back: the next try leads to the provider's sign-in page.
  await page.unroute(`${provider.uri}/**`);
  await view.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL((url) => url.href.startsWith(provider.uri));
  expect(errors).toEqual([]);
});

test.describe('a short-lived sign-in', () => {
  /** Seconds the provider's tokens live: short, so the renewal happens within the test. */
  const LIFETIME = 12;
  let shortLived: TestProvider;
  test.beforeAll(async () => {
    shortLived = await startOidcProvider(urls.shop, urls.api, { tokenSeconds: LIFETIME });
  });
  test.afterAll(async () => shortLived.close());
  test.beforeEach(async ({ page }) => useProvider(page, shortLived));

  test('is renewed before it expires: my orders still load once the first token has run out', async ({ page }) => {
    test.setTimeout(90_000);
    const sent: string[] = [];
    page.on('request', (r) => {
      const auth = r.headers().authorization;
      if (r.url().includes('/order-service/') && auth) sent.push(auth.replace(/^Bearer /, ''));
    });
    const expOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;

    await signInFromMyAccount(page, shortLived);
    const view = page.locator('racelens-my-account');
    await expect(view.getByRole('link', { name: /^Order RL-/ }).first()).toBeVisible();
    const first = sent.at(-1)!;

    // The renewal: a silent check against the provider's session, before the token runs out.
    await page.waitForRequest((r) => r.url().startsWith(shortLived.uri) && r.url().includes('prompt=none'), { timeout: LIFETIME * 1000 });
    expect(Date.now() / 1000).toBeLessThan(expOf(first));
    // Wait for the first token to run out, then go to the orders again (in the page, no reload).
    await page.waitForFunction((exp) => Date.now() / 1000 > exp + 1, expOf(first), { timeout: (LIFETIME + 5) * 1000, polling: 200 });
    const bar = page.locator('racelens-shop').locator('header[part="app-bar"]');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Contacts' }).click();
    await menu.getByRole('link', { name: 'My account' }).click();
    await expect(view.getByRole('link', { name: /^Order RL-/ }).first()).toBeVisible();
    await expect(view.getByText('Your orders could not be loaded. Try again later.')).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Profile' })).toBeVisible();
    const latest = sent.at(-1)!;
    expect(latest).not.toBe(first);
    expect(expOf(latest) * 1000).toBeGreaterThan(Date.now());

    // The tokens never reach the DOM, the address or the page's storage.
    const visible = await page.evaluate(
      () => document.documentElement.outerHTML + location.href + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    for (const token of [first, latest]) expect(visible).not.toContain(token);
  });
});
