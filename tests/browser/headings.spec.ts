/**
 * Headings: every shop route has exactly one h1, its title; an embedded widget's headings start
 * at its `heading-level` (h2 by default) so they fit the organizer page's outline.
 */
import { expect, test } from './fixtures';
import { widgetsSettled } from './layout-probes';
import { firstOrderId, shopRoutes } from './shop-route-list';
import { urls } from './urls';

test('each shop route has exactly one h1, and it is the route’s title', async ({ page, request }) => {
  test.setTimeout(90_000);
  for (const [path, tag] of shopRoutes(await firstOrderId(request))) {
    await page.goto(urls.shop + path);
    await widgetsSettled(page);
    // Every h1 of the page and of every (nested) shadow root.
    const h1s = await page.evaluate(() => {
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
    expect(h1s, path).toHaveLength(1);
    expect(h1s[0]!.widget, `${path}: the h1 is the route's own widget's`).toBe(tag);
    await expect(page.locator(`#route > ${tag}`).getByRole('heading', { level: 1 }), path).toBeVisible();
  }
});

test('an embedded gallery starts at h2 under the organizer’s h1, and at the level its heading-level attribute says', async ({ page }) => {
  await page.goto(`${urls.examples}/organizer/`);
  const gallery = page.locator('racelens-event-gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(gallery.getByRole('heading', { level: 2, name: 'Riga City Run 2026' })).toBeVisible();
  await expect(gallery.getByRole('heading', { level: 3, name: 'Products of this event' })).toBeAttached();

  await gallery.evaluate((el) => el.setAttribute('heading-level', '3'));
  await expect(gallery.getByRole('heading', { level: 3, name: 'Riga City Run 2026' })).toBeVisible();
  await expect(gallery.getByRole('heading', { level: 4, name: 'Products of this event' })).toBeAttached();
  await gallery.getByRole('tab', { name: 'Photo reports' }).click();
  await expect(gallery.getByRole('heading', { level: 4 }).first()).toBeVisible();

  // Nonsense means the default.
  await gallery.evaluate((el) => el.setAttribute('heading-level', '9'));
  await expect(gallery.getByRole('heading', { level: 2, name: 'Riga City Run 2026' })).toBeVisible();
});
