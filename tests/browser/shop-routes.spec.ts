/**
 * Every route of PRODUCT.md §routes-table in the three themes and the US variant, at mobile and
 * desktop width: the route's widget appears, the app bar and footer follow their rules, the host
 * page sees no error; and axe finds no violation on any route.
 */
import { expect, expectNoA11yViolations, test } from './fixtures';
import { firstOrderId, shopRoutes } from './shop-route-list';
import { urls } from './urls';

let orderId = '';

test.beforeAll(async ({ request }) => {
  orderId = await firstOrderId(request);
});

const routes = () => shopRoutes(orderId);

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

const widths = [
  { name: 'mobile', viewport: { width: 390, height: 800 }, bar: '56px' },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, bar: '64px' },
];

const withQuery = (path: string, query: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);

for (const variant of variants) {
  for (const width of widths) {
    test(`${variant.theme} at ${width.name} width: every route shows its widget inside the shell`, async ({ page, errors }) => {
      test.slow();
      await page.setViewportSize(width.viewport);
      for (const [path, tag] of routes()) {
        await page.goto(variant.origin() + withQuery(path, variant.query));
        const shell = page.locator('racelens-shop');
        await expect(shell.locator('header[part="app-bar"]'), path).toHaveCSS('height', width.bar);
        await expect(page.locator(`#route > ${tag}`), path).toHaveCount(1);
        await page.waitForFunction((t) => !!customElements.get(t), tag);
        await expect(shell.locator('footer'), path).toHaveCount(variant.theme === 'US' ? 0 : 1);
        const menu = shell.getByRole('navigation', { name: 'Main menu' });
        if (width.name === 'desktop') {
          const items = await menu.getByRole('link').allTextContents();
          expect(items, path).toEqual(variant.menu);
          await expect(shell.getByRole('button', { name: /^Language/ }), path).toHaveCount(variant.theme === 'US' ? 0 : 1);
        } else {
          await expect(menu, path).toHaveCount(0);
          await expect(shell.getByRole('button', { name: 'Open the menu' }), path).toBeVisible();
        }
      }
      expect(errors).toEqual([]);
    });
  }
}

test('axe finds no violation on any route', async ({ page }) => {
  test.slow();
  for (const [path, tag] of routes()) {
    await page.goto(urls.shop + path);
    await page.waitForFunction((t) => !!customElements.get(t), tag);
    await expect(page.locator(`#route > ${tag}`)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expectNoA11yViolations(page);
  }
});
