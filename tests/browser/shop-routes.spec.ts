/**
 * Every route of PRODUCT.md §routes-table, swept once per route and width: the route's widget
 * appears inside the shell and the app bar, menu and footer follow their rules; on a phone
 * nothing scrolls sideways at 320, 360 and 390 px (WCAG 2.2 SC 1.4.10) and every control is at
 * least 24×24 px (SC 2.5.8); on a desktop the route has exactly one h1, its widget's title, axe
 * finds no violation, the page passes its own Content-Security-Policy and the response carries
 * the headers a shop should. The other themes and the US variant get the shell checks at both
 * widths, walking the routes through the shop's own navigation. One visit per route and width
 * serves every check of it (one test each, so the two workers share them out).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, watchViolations } from './fixtures';
import { expectReflow, PHONE_WIDTHS, smallTargets, widgetsSettled } from './layout-probes';
import { firstOrderId, shopRoutes } from './shop-route-list';
import { urls } from './urls';

test.describe.configure({ mode: 'parallel' });

let orderId = '';
test.beforeAll(async ({ request }) => {
  orderId = await firstOrderId(request);
});

/** The route list is known before the order id is: tests are named by the list's own paths. */
const ORDER = '{first paid order}';
const routeList = shopRoutes(ORDER);
const withOrder = (path: string) => path.replace(ORDER, orderId);

/**
 * Each theme with the top menu it allows a signed-out visitor (PRODUCT.md §shell-menu,
 * src/theme/themes.ts).
 */
const variants = [
  { theme: 'MySport', origin: () => urls.shop, query: '', menu: ['Participants', 'Photographers', 'Organizers', 'For business', 'Contacts'] },
  { theme: 'running-series', origin: () => urls.shop, query: 'tenant=running-series', menu: ['Participants', 'Organizers', 'Contacts'] },
  { theme: 'trail-cup', origin: () => urls.shop, query: 'tenant=trail-cup', menu: ['Participants', 'Photographers', 'Contacts'] },
  { theme: 'US', origin: () => urls.shop.replace('//localhost', '//us.localhost'), query: '', menu: ['Participants', 'Contacts'] },
];
type Variant = (typeof variants)[number];

const widths = {
  mobile: { name: 'mobile', viewport: { width: 390, height: 800 }, bar: '56px' },
  desktop: { name: 'desktop', viewport: { width: 1280, height: 900 }, bar: '64px' },
};
type Width = (typeof widths)[keyof typeof widths];

const withQuery = (path: string, query: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);

/** The route's widget inside the shell, with the app bar, menu and footer of the theme at this width. */
async function expectShell(page: Page, variant: Variant, width: Width, path: string, tag: string): Promise<void> {
  const shell = page.locator('racelens-shop');
  await expect(shell.locator('header[part="app-bar"]'), path).toHaveCSS('height', width.bar);
  await expect(page.locator(`#route > ${tag}`), path).toHaveCount(1);
  await page.waitForFunction((t) => !!customElements.get(t), tag);
  await expect(shell.locator('footer'), path).toHaveCount(variant.theme === 'US' ? 0 : 1);
  const menu = shell.getByRole('navigation', { name: 'Main menu' });
  if (width === widths.desktop) {
    const items = await menu.getByRole('link').allTextContents();
    expect(items, path).toEqual(variant.menu);
    await expect(shell.getByRole('button', { name: /^Language/ }), path).toHaveCount(variant.theme === 'US' ? 0 : 1);
  } else {
    await expect(menu, path).toHaveCount(0);
    await expect(shell.getByRole('button', { name: 'Open the menu' }), path).toBeVisible();
  }
}

/** Every h1 of the page and of every (nested) shadow root, with the widget it is in. */
const h1s = (page: Page) =>
  page.evaluate(() => {
    const found: Array<{ text: string; widget: string }> = [];
    const walk = (root: Document | ShadowRoot, widget: string) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.localName === 'h1') found.push({ text: el.textContent!.trim(), widget });
        if (el.shadowRoot) walk(el.shadowRoot, el.localName);
      }
    };
    walk(document, 'page');
    return found;
  });

const [standard, ...others] = variants as [Variant, ...Variant[]];

for (const [listedPath, tag] of routeList) {
  test(`${listedPath} on a phone: in the shell, no sideways scrolling at 320–390 px, every control at least 24×24 px`, async ({ page, errors }) => {
    const path = withOrder(listedPath);
    await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
    await page.goto(urls.shop + path);
    await widgetsSettled(page);
    await expectReflow(page, path, PHONE_WIDTHS);
    await expectShell(page, standard, widths.mobile, path, tag);
    expect(await smallTargets(page), `${path}: controls under 24×24 px at 390 px`).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`${listedPath} on a desktop: in the shell, one h1 (its title), no axe violation, no CSP violation, every control at least 24×24 px`, async ({
    page,
    errors,
  }) => {
    const path = withOrder(listedPath);
    const violations = await watchViolations(page);
    await page.setViewportSize(widths.desktop.viewport);
    const response = await page.goto(urls.shop + path);
    expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    await expectShell(page, standard, widths.desktop, path, tag);
    await widgetsSettled(page);

    const found = await h1s(page);
    expect(found, path).toHaveLength(1);
    expect(found[0]!.widget, `${path}: the h1 is the route's own widget's`).toBe(tag);
    await expect(page.locator(`#route > ${tag}`).getByRole('heading', { level: 1 }), path).toBeVisible();

    expect(await smallTargets(page), `${path}: controls under 24×24 px at 1280 px`).toEqual([]);
    await expectNoA11yViolations(page);
    expect(violations, path).toEqual([]);
    expect(errors).toEqual([]);
  });
}

/**
 * The shop's own navigation (src/runtime/navigation.ts), as a menu link or a button makes it: the
 * route changes without a new page load, so the theme's walk loads the shop once.
 */
async function navigateInShop(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => document.dispatchEvent(new CustomEvent('racelens:navigate', { detail: { path: to, replace: false } })), path);
  // The path only: a route may tidy its query (the verify route drops its token).
  const pathname = new URL(path, 'http://shop').pathname;
  await page.waitForURL((url) => url.pathname === pathname);
}

for (const variant of others) {
  for (const width of Object.values(widths)) {
    test(`${variant.theme} at ${width.name} width: every route shows its widget inside the shell`, async ({ page, errors }) => {
      await page.setViewportSize(width.viewport);
      // Loaded once at the first route (a fresh load of every route is the standard theme's
      // walk above), then every route through the shop's own navigation.
      for (const [i, [listedPath, tag]] of routeList.entries()) {
        const path = withQuery(withOrder(listedPath), variant.query);
        if (i === 0) await page.goto(variant.origin() + path);
        else await navigateInShop(page, path);
        await expectShell(page, variant, width, path, tag);
      }
      expect(errors).toEqual([]);
    });
  }
}
