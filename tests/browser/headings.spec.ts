/**
 * Headings: an embedded widget's headings start at its `heading-level` (h2 by default) so they
 * fit the organizer page's outline. (Each shop route's one h1 is checked by the route sweep,
 * shop-routes.spec.ts.)
 */
import { expect, test } from './fixtures';
import { urls } from './urls';

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
