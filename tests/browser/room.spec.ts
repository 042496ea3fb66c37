/**
 * A page pasted as-is, without any CSS of its own for the widgets, does not jump: while a
 * widget's code loads, the loader keeps the room the widget will take (src/embed/rooms.ts),
 * also under a strict Content-Security-Policy, and the host page's own rules still win.
 */
import type { Page } from '@playwright/test';
import { expect, test, watchViolations } from './fixtures';
import { urls } from './urls';

/** Holds the CDN's files that match `glob` until `release()`: the page as it is while they are on their way. */
async function holdFromCdn(page: Page, glob: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${urls.cdn}/${glob}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds every widget chunk: the loader has run, the widgets' code is on its way. */
const holdWidgetCode = (page: Page) => holdFromCdn(page, 'widgets/**');

const box = async (page: Page, tag: string) => {
  const found = (await page.locator(tag).first().boundingBox())!;
  return { width: Math.round(found.width), height: Math.round(found.height) };
};

const PAGES = [
  ['the organizer page (no reservation CSS of its own)', '/organizer/'],
  ['the strict-CSP page (no inline style but the rooms’, by its hash)', '/strict-csp/'],
] as const;

for (const [name, path] of PAGES) {
  test(`${name}: each widget has its room before its code arrives, and keeps it`, async ({ page, errors }) => {
    const violations = await watchViolations(page);
    const release = await holdWidgetCode(page);
    await page.goto(urls.examples + path);
    await expect.poll(() => page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
    expect(await page.evaluate(() => customElements.get('racelens-event-gallery'))).toBeUndefined();
    expect((await box(page, 'racelens-event-gallery')).height).toBe(480);
    expect((await box(page, 'racelens-photo-search')).height).toBe(360);
    expect(await box(page, 'racelens-cart-drawer')).toEqual({ width: 44, height: 44 });
    const headingBefore = (await page.getByRole('heading', { name: 'All photos', level: 2 }).boundingBox())!.y;

    release();
    // The widgets run and show their first content; what follows the search has not moved.
    await expect(
      page
        .locator('racelens-event-gallery')
        .getByRole('progressbar')
        .or(page.locator('racelens-event-gallery').getByRole('button', { name: 'Photo 1 of 240', exact: true }))
        .first(),
    ).toBeVisible();
    await expect(page.locator('racelens-photo-search').getByRole('textbox').first()).toBeVisible();
    expect((await page.getByRole('heading', { name: 'All photos', level: 2 }).boundingBox())!.y).toBe(headingBefore);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

for (const [name, path] of PAGES) {
  test(`${name}: the pasted rooms hold before the loader itself arrives, which then moves nothing`, async ({ page, errors }) => {
    const violations = await watchViolations(page);
    const release = await holdFromCdn(page, 'loader.js');
    // The page's own text is there while the loader is held: the async loader blocks nothing.
    await page.goto(urls.examples + path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'All photos', level: 2 })).toBeVisible();
    // The page's own stylesheet is in force before anything is measured: DOMContentLoaded does
    // not wait for it, and on a busy machine the page was measured without it (4 px off).
    await page.waitForFunction(() => getComputedStyle(document.body).fontFamily.startsWith('Georgia'));
    expect(await page.evaluate(() => 'Racelens' in window)).toBe(false);
    expect((await box(page, 'racelens-event-gallery')).height).toBe(480);
    expect((await box(page, 'racelens-photo-search')).height).toBe(360);
    expect(await box(page, 'racelens-cart-drawer')).toEqual({ width: 44, height: 44 });
    const headingBefore = (await page.getByRole('heading', { name: 'All photos', level: 2 }).boundingBox())!.y;

    release();
    await expect(page.locator('racelens-photo-search').getByRole('textbox').first()).toBeVisible();
    expect((await page.getByRole('heading', { name: 'All photos', level: 2 }).boundingBox())!.y).toBe(headingBefore);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a rule of the host page for a widget wins over the reserved room', async ({ page }) => {
  const release = await holdWidgetCode(page);
  await page.goto(`${urls.examples}/organizer/`);
  await page.addStyleTag({ content: 'racelens-event-gallery:not(:defined) { min-height: 800px; } racelens-photo-search { display: none; }' });
  expect((await box(page, 'racelens-event-gallery')).height).toBe(800);
  expect(await page.locator('racelens-photo-search').isVisible()).toBe(false);
  release();
});
