/**
 * The embed builder on the shop's organizers page, used as an organizer would
 * (PRODUCT.md §routes-organizers-builder): give the event, pick the widgets, a theme, a colour and a
 * language, copy the HTML, paste it into a blank page on another origin, and the widgets appear
 * with that event, theme and language. The QR code decodes to the event's search link; the
 * builder has no accessibility violation and fits a phone.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type jsQR from 'jsqr';
import { expect, expectNoA11yViolations, test, watchViolations } from './fixtures';
import { expectReflow } from './layout-probes';
import { urls } from './urls';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const builder = (page: Page) => page.locator('racelens-page');

async function openBuilder(page: Page) {
  await page.goto(`${urls.shop}/for-organizers`);
  await expect(builder(page).getByRole('heading', { name: 'Put the shop on your race page' })).toBeVisible();
}

/** The organizer finds their event by part of its name and picks it from the list. */
async function findEvent(page: Page) {
  const b = builder(page);
  await b.getByRole('searchbox', { name: 'Find your event by name' }).fill('riga ci');
  await expect(b.getByRole('status').filter({ hasText: 'Events found: 1' })).toBeVisible();
  await b.getByRole('button', { name: /^Riga City Run\b.*, .+ \(ID 101\)$/ }).click();
  await expect(b.getByRole('textbox', { name: 'Event ID' })).toHaveValue('101');
  // The list closes once picked; the search field keeps the event's name.
  await expect(b.getByRole('button', { name: /\(ID 101\)$/ })).toHaveCount(0);
  await expect(b.getByRole('searchbox', { name: 'Find your event by name' })).toHaveValue(/^Riga City Run\b/);
}

async function pick(page: Page) {
  const b = builder(page);
  await findEvent(page);
  await b.getByRole('combobox', { name: 'Tenant theme' }).selectOption('trail-cup');
  await b.getByLabel('Own main colour').fill('#7a2e0e');
  await b.getByRole('textbox', { name: 'Own font (CSS font-family)' }).fill('Georgia, serif');
  await b.getByRole('combobox', { name: 'Language' }).selectOption('cs');
  await b.getByRole('combobox', { name: /Event gallery: tab/ }).selectOption('all');
}

test('the HTML copied from the builder, pasted into a blank page elsewhere, shows the chosen event, theme and language', async ({ page, context }) => {
  const violations = await watchViolations(page);
  await openBuilder(page);
  await pick(page);
  // The live preview shows the real widgets as picked.
  const preview = builder(page).frameLocator('iframe[title="Preview of your page"]');
  const previewFind = preview.locator('racelens-photo-search').getByRole('button', { name: 'Najít fotografie' });
  await expect(previewFind).toBeVisible({ timeout: 15_000 });
  // The own colour and font show in the preview too, under the shop's policy, which refuses an
  // inline style other than the rooms'.
  await expect.poll(() => previewFind.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(122, 46, 14)');
  expect(await previewFind.evaluate((el) => getComputedStyle(el).fontFamily)).toBe('Georgia, serif');
  expect(violations).toEqual([]);

  await builder(page).getByRole('button', { name: 'Copy' }).click();
  await expect(builder(page).getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const pasted = await page.evaluate(() => navigator.clipboard.readText());
  expect(pasted).toContain('<racelens-event-gallery event-id="101" tab="all"></racelens-event-gallery>');

  // A blank page on another origin (the examples server's), with exactly the copied code. It is
  // written into a page that server sent: Chromium lets only pages of the local network load the
  // local CDN, and a page made up by the test would count as public.
  const other = await context.newPage();
  await other.goto(`${urls.examples}/`);
  await other.setContent(`<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Závod</title></head><body>${pasted}</body></html>`);
  const search = other.locator('racelens-photo-search');
  const find = search.getByRole('button', { name: 'Najít fotografie' });
  await expect(find).toBeVisible({ timeout: 15_000 });
  // The own colour and font win over the tenant theme's.
  expect(await find.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(122, 46, 14)');
  expect(await find.evaluate((el) => getComputedStyle(el).fontFamily)).toBe('Georgia, serif');
  // Event 101's photos, in Czech.
  await expect(other.locator('racelens-event-gallery').getByRole('button', { name: 'Fotografie 1 z 240', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(other.locator('racelens-cart-drawer')).toBeVisible();
});

test('next to the HTML, the builder gives the CSP hash of each of its inline styles, the own theme’s included', async ({ page }) => {
  await openBuilder(page);
  await builder(page).getByRole('textbox', { name: 'Event ID' }).fill('101');
  await builder(page).getByLabel('Own main colour').fill('#7a2e0e');
  await builder(page).getByRole('button', { name: 'Copy' }).click();
  await expect(builder(page).getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const pasted = await page.evaluate(() => navigator.clipboard.readText());
  // The rooms' style and the own theme's, each hashed as a browser would: its exact text.
  const styles = [...pasted.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  expect(styles).toHaveLength(2);
  expect(styles[1]).toContain('--racelens-color-primary: #7a2e0e;');
  const hashes = styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  await expect(builder(page).getByText('If your site sends a Content-Security-Policy')).toHaveText(
    `If your site sends a Content-Security-Policy, add ${hashes.join(' ')} to style-src.`,
  );
  // Another colour, another hash.
  await builder(page).getByLabel('Own main colour').fill('#123456');
  await expect(builder(page).getByText('If your site sends a Content-Security-Policy')).not.toContainText(hashes[1]!);
  await expect(builder(page).getByText('If your site sends a Content-Security-Policy')).toContainText(hashes[0]!);
});

test('a photo added to the cart in the preview is not in the shop visitor’s cart', async ({ page }) => {
  await openBuilder(page);
  await builder(page).getByRole('textbox', { name: 'Event ID' }).fill('101');
  const preview = builder(page).frameLocator('iframe[title="Preview of your page"]');
  const gallery = preview.locator('racelens-event-gallery');
  await gallery.getByRole('button', { name: 'Photo 1 of 240', exact: true }).click({ timeout: 15_000 });
  await gallery.getByRole('dialog', { name: 'Photo viewer' }).getByRole('button', { name: 'Add the photo for €6.90' }).click();
  // The preview's cart has it…
  await expect(preview.locator('racelens-cart-drawer').getByRole('button', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
  // …and the shop's cart, opened afresh in the same tab (whose session storage a frame of the
  // shop's origin would share), is still empty.
  await page.goto(`${urls.shop}/cart`);
  await expect(page.locator('racelens-cart-drawer[inline]').getByText('Your cart is empty')).toBeVisible();
});

test('the QR code of the event decodes to its search link, as SVG and as PNG', async ({ page }) => {
  await openBuilder(page);
  await builder(page).getByRole('textbox', { name: 'Event ID' }).fill('101');
  const link = `${urls.shop}/search?event=101`;
  await expect(builder(page).getByRole('link', { name: link })).toBeVisible();

  // jsQR runs in a blank page of the browser (the shop's CSP rightly refuses a test's inline
  // script), on the pixels of the image as the browser draws it.
  const decoder = await page.context().newPage();
  await decoder.addScriptTag({ path: createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js') });
  const read = (image: string) =>
    decoder.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 600;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0, 600, 600);
      const { data, width, height } = context.getImageData(0, 0, 600, 600);
      return (window as unknown as { jsQR: typeof jsQR }).jsQR(data, width, height)?.data ?? null;
    }, image);

  const [pngDownload] = await Promise.all([page.waitForEvent('download'), builder(page).getByRole('button', { name: 'Download PNG' }).click()]);
  expect(pngDownload.suggestedFilename()).toBe('event-101-search.png');
  expect(await read(`data:image/png;base64,${(await readFile((await pngDownload.path())!)).toString('base64')}`)).toBe(link);

  const [svgDownload] = await Promise.all([page.waitForEvent('download'), builder(page).getByRole('button', { name: 'Download SVG' }).click()]);
  expect(svgDownload.suggestedFilename()).toBe('event-101-search.svg');
  const svg = await readFile((await svgDownload.path())!, 'utf8');
  expect(svg).toMatch(/^<svg width="\d+" height="\d+" xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  // The SVG as a browser (or a printer) draws it.
  expect(await read(`data:image/svg+xml,${encodeURIComponent(svg)}`)).toBe(link);
});

test('the code tabs give the WordPress shortcode, React and Vue for the same choice', async ({ page }) => {
  await openBuilder(page);
  await pick(page);
  const b = builder(page);
  // Finisher cards switched off: a setting of the page, in every tab.
  await b.getByRole('checkbox', { name: 'Offer finisher cards on paid photos' }).uncheck();
  await b.getByRole('button', { name: 'WordPress', exact: true }).click();
  await expect(b.getByRole('button', { name: 'WordPress', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(b.getByRole('region', { name: 'Code for your site' })).toContainText('[racelens widget="event-gallery" event="101" tab="all"]');
  await expect(b.getByRole('link', { name: 'Get the WordPress plugin' })).toBeVisible();
  // What a shortcode cannot carry, listed under the plugin's own labels for Settings → Racelens.
  const settings = b.locator('dl');
  await expect(settings.locator('dt', { hasText: /^Language$/ })).toBeVisible();
  await expect(settings.locator('dt', { hasText: /^Language$/ }).locator('+ dd')).toHaveText('Čeština');
  await expect(settings.locator('dt', { hasText: /^SDK address$/ }).locator('+ dd')).toHaveText(/\/loader\.js$/);
  await expect(settings.locator('dt', { hasText: /^Finisher cards$/ }).locator('+ dd')).toHaveText('off');
  await b.getByRole('button', { name: 'React', exact: true }).click();
  await expect(b.getByRole('button', { name: 'React', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(b.getByRole('region', { name: 'Code for your site' })).toContainText(
    "import { configure, CartDrawer, EventGallery, PhotoSearch } from 'racelens/react';",
  );
  await expect(b.getByRole('region', { name: 'Code for your site' })).toContainText('<EventGallery eventId={101} tab="all" />');
  await expect(b.getByRole('region', { name: 'Code for your site' })).toContainText('finisherCard: false');
  // Installed from npm, beside the script tag.
  await expect(b.getByRole('region', { name: 'Code for your site' })).toContainText('// npm install racelens');
  await b.getByRole('button', { name: 'Vue', exact: true }).click();
  await expect(b.getByRole('button', { name: 'Vue', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(b.getByRole('region', { name: 'Code for your site' })).toContainText('<racelens-photo-search :event-id="101"></racelens-photo-search>');
  await expect(b.getByRole('region', { name: 'Code for your site' })).toContainText("import 'racelens/elements';");
});

test('the builder has no accessibility violation and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBuilder(page);
  await builder(page).getByRole('textbox', { name: 'Event ID' }).fill('101');
  await expect(builder(page).getByRole('button', { name: 'Download PNG' })).toBeVisible();
  // With the events found by name listed, each a button.
  const b = builder(page);
  await b.getByRole('searchbox', { name: 'Find your event by name' }).fill('run');
  await expect(b.getByRole('status').filter({ hasText: /^Events found: [2-9]$/ })).toBeVisible();
  await expect(b.getByRole('button', { name: /^Riga City Run\b.*, .+ \(ID 101\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await expectNoA11yViolations(page);
  await expectReflow(page, 'the embed builder', [390, 320]);
});

test('the builder speaks the shop’s language', async ({ page }) => {
  await page.goto(`${urls.shop}/for-organizers`);
  await page.evaluate(() => localStorage.setItem('appLanguage', 'de'));
  await page.reload();
  await expect(builder(page).getByRole('heading', { name: 'Der Shop auf Ihrer Laufseite' })).toBeVisible();
});
