/**
 * What docs/API.md promises, in the browser against the build: the loader pasted with the
 * Subresource Integrity hash the build wrote runs and brings its widgets; a wrong hash keeps it
 * from running at all; documented events reach the host page with the documented `detail`; and
 * the README's complete page, pointed at the local servers, shows its widgets.
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { distDir } from '../../widgets/build/dist-dir';
import { detailKeys, readApiDocs } from '../fixtures/api-docs';
import { expect, test } from './fixtures';
import { urls } from './urls';

const docs = readApiDocs();
const cdnFile = (name: string) => readFileSync(distDir('cdn', name), 'utf8');

/** A host page on the examples origin, as an organizer would write it. */
async function hostPage(page: Page, integrity: string): Promise<void> {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Pinned loader</title>
    <script src="${urls.cdn}/loader.js" async integrity="${integrity}" crossorigin="anonymous"
            data-api="${urls.api}" data-lang="en"></script>
  </head>
  <body>
    <h1>Race photos</h1>
    <racelens-cart-drawer></racelens-cart-drawer>
  </body>
</html>`;
  // On the examples origin (a page Chromium got from a local server, so it may load from the
  // local CDN), with the markup written in as the parser reads a pasted tag.
  await page.goto(`${urls.examples}/`);
  await page.setContent(html);
}

test('the build writes the loader’s SRI hash (sha384, base64) for the file it wrote', () => {
  const integrity = cdnFile('loader.sri').trim();
  const expected = `sha384-${createHash('sha384')
    .update(readFileSync(distDir('cdn', 'loader.js')))
    .digest('base64')}`;
  expect(integrity).toBe(expected);
  const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
  expect(JSON.parse(cdnFile('loader.sri.json'))).toEqual({ version: pkg.version, file: 'loader.js', integrity });
});

test('a loader pasted with integrity="sha384-…" and crossorigin runs and shows its widget', async ({ page, errors }) => {
  await hostPage(page, cdnFile('loader.sri').trim());
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { Racelens?: { version?: string } }).Racelens?.version)).toMatch(/^\d+\.\d+\.\d+/);
  expect(errors).toEqual([]);
});

test('a wrong integrity hash keeps the loader from running: no widget, an integrity error', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${urls.cdn}/widgets/`)) chunkRequests.push(request.url());
  });
  const wrong = `sha384-${createHash('sha384').update('not the loader').digest('base64')}`;
  await hostPage(page, wrong);
  await expect.poll(() => messages.join('\n')).toContain('integrity');
  // Every script of the page has run or been refused by then.
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => 'Racelens' in window)).toBe(false);
  expect(await page.evaluate(() => customElements.get('racelens-cart-drawer') === undefined)).toBe(true);
  expect(chunkRequests).toEqual([]);
});

test('documented events reach the host page with the documented detail', async ({ page, errors }) => {
  const documented = new Map(docs.elements.flatMap((element) => element.events.map((e) => [`${element.tag} ${e.event}`, detailKeys(e.detail)] as const)));
  await page.addInitScript(() => {
    const w = window as unknown as { seen: Array<{ tag: string; type: string; detail: Record<string, unknown> }> };
    w.seen = [];
    for (const type of ['racelens:add', 'racelens:cart-change', 'racelens:search'])
      document.addEventListener(type, (e) => w.seen.push({ tag: (e.target as Element).localName, type, detail: (e as CustomEvent).detail }));
  });
  await page.goto(`${urls.examples}/organizer/`);

  // The gallery adds a photo: racelens:add from the gallery, racelens:cart-change from the cart button.
  const gallery = page.locator('racelens-event-gallery');
  await gallery.getByRole('button', { name: 'Photo 1 of 240', exact: true }).click();
  await gallery
    .getByRole('dialog', { name: 'Photo viewer' })
    .getByRole('button', { name: /^Add the photo for/ })
    .click();
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await gallery.getByRole('dialog', { name: 'Photo viewer' }).getByRole('button', { name: 'Close' }).click();

  // A bib search: racelens:search from the search.
  const search = page.locator('racelens-photo-search');
  await search.getByRole('textbox', { name: 'Bib number', exact: true }).fill('1234');
  await search.getByRole('textbox', { name: 'Surname', exact: true }).fill('berzina');
  await search.getByRole('button', { name: 'Find photos' }).click();
  await expect(search.getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();

  const seen = await page.evaluate(() => (window as unknown as { seen: Array<{ tag: string; type: string; detail: Record<string, unknown> }> }).seen);
  expect(seen.map((s) => `${s.tag} ${s.type}`).sort()).toEqual(
    ['racelens-event-gallery racelens:add', 'racelens-cart-drawer racelens:cart-change', 'racelens-photo-search racelens:search'].sort(),
  );
  for (const { tag, type, detail } of seen) {
    const keys = documented.get(`${tag} ${type}`);
    expect(keys, `${type} is documented for <${tag}>`).toBeDefined();
    const present = Object.keys(detail).filter((k) => detail[k] !== undefined);
    expect(
      present.filter((k) => !keys!.some((d) => d.name === k)),
      `${type}: fields not in the docs`,
    ).toEqual([]);
    expect(
      keys!.filter((d) => !d.optional && !present.includes(d.name)).map((d) => d.name),
      `${type}: documented fields missing`,
    ).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('the README’s complete page works as pasted (with the local CDN, API and shop)', async ({ page, errors }) => {
  const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const block = /### A complete page\s+```html\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block, 'README: the html block under "A complete page"').toBeTruthy();
  const html = block!
    .replaceAll('https://cdn.example.com/racelens@1', urls.cdn)
    .replaceAll('https://api.example.com', urls.api)
    .replaceAll('https://shop.example.com', urls.shop);
  await page.goto(`${urls.examples}/`);
  await page.setContent(html);
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.locator('racelens-photo-search').getByRole('textbox', { name: 'Bib number', exact: true })).toBeVisible();
  await expect(page.locator('racelens-event-gallery').getByRole('button', { name: 'Photo 1 of 240', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { Racelens: { config: { shopUrl?: string } } }).Racelens.config.shopUrl)).toBe(urls.shop);
  expect(await page.locator('racelens-event-gallery').evaluate((el) => getComputedStyle(el).getPropertyValue('--racelens-color-primary').trim())).toBe(
    '#23472a',
  );
  expect(errors).toEqual([]);
});
