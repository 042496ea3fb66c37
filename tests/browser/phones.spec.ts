/**
 * The participant on a phone: nothing scrolls sideways at 320–390 px (WCAG 2.2 SC 1.4.10) on
 * the organizer example pages (the shop's routes: the route sweep, shop-routes.spec.ts), and the
 * gallery shows photos first.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectReflow, PHONE_WIDTHS, smallTargets, widgetsSettled } from './layout-probes';
import { urls } from './urls';

/**
 * The example host pages that show widgets. Not the two hostile pages: they hold the widgets in
 * a fixed 760 px stage on purpose, to compare them pixel by pixel.
 */
const examplePages = [
  'organizer/',
  'running-series/',
  'trail-cup/',
  'strict-csp/',
  'react-host/',
  'event-gallery/',
  'event-gallery/with-search.html',
  'photo-search/',
  'cart/',
  'demo-elements/',
];

/** Loads the page at the narrowest width, checks reflow at each, then the controls' size at 390 px and on a desktop. */
async function checkPhoneLayout(page: Page, url: string, label: string): Promise<void> {
  await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
  await page.goto(url);
  await widgetsSettled(page);
  await expectReflow(page, label, PHONE_WIDTHS);
  expect(await smallTargets(page), `${label}: controls under 24×24 px at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await widgetsSettled(page);
  expect(await smallTargets(page), `${label}: controls under 24×24 px at 1280 px`).toEqual([]);
}

for (const path of examplePages) {
  test(`the example page ${path} scrolls sideways at no phone width, nor does anything in a widget; every control is at least 24×24 px`, async ({ page }) => {
    await checkPhoneLayout(page, `${urls.examples}/${path}`, path);
  });
}

for (const [where, url] of [
  ['the organizer page', () => `${urls.examples}/organizer/`],
  ['the shop', () => `${urls.shop}/event/101`],
] as const) {
  test(`on a 390×844 phone the first row of photos is on the gallery's first screen (${where}); the products one swipe away, the photo's own in the viewer`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url());
    const gallery = page.locator('racelens-event-gallery');
    const first = gallery.getByRole('button', { name: 'Photo 1 of 240', exact: true });
    await expect(first).toBeVisible();
    const top = (await gallery.boundingBox())!.y;
    const photo = (await first.boundingBox())!;
    expect(photo.y + photo.height - top, 'the first photo ends within one screen of the gallery top').toBeLessThanOrEqual(844);

    // Every product is in the strip above the photos, reached by scrolling the strip alone.
    const products = gallery.getByRole('region', { name: 'Products of this event' });
    await expect(products.getByRole('listitem')).toHaveCount(7);
    const gift = products.getByRole('button', { name: 'Add to cart: Finisher certificate (free gift)' });
    await gift.scrollIntoViewIfNeeded();
    await expect(gift).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A photo is bought where it is: as a digital photo or framed, from the viewer.
    await first.click();
    const viewer = gallery.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.getByRole('button', { name: 'Add the photo for €6.90' })).toBeInViewport();
    await expect(viewer.getByRole('button', { name: 'In a frame for €9.90' })).toBeInViewport();
  });
}
