/**
 * How the hosted shop starts: everything a route needs is asked for at once (the page's head
 * preloads the shell's code, its script the route's chunks and the strings of the visitor's
 * language), each file is downloaded once, compressed and cacheable as a CDN serves it.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { urls } from './urls';

test.use({ locale: 'de-DE' });

test('a German visitor landing on an event: its code and German strings are preloaded, each file comes once', async ({ page, errors }) => {
  const requested: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(urls.cdn)) requested.push(request);
  });
  await page.goto(`${urls.shop}/event/105`);
  await expect(page.locator('racelens-event-gallery').getByRole('button', { name: /^Foto 1 von / }).first()).toBeVisible();

  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
  );
  expect(preloaded).toEqual(expect.arrayContaining([expect.stringMatching(/^\/widgets\/shop-shell-/), expect.stringMatching(/^\/widgets\/event-gallery-/)]));
  for (const area of ['core', 'shop', 'cart', 'gallery']) expect(preloaded, area).toContainEqual(expect.stringMatching(new RegExp(`^/i18n/${area}-de-`)));
  expect(preloaded.filter((path) => /^\/i18n\/\w+-en-/.test(path)), 'no English strings for a German visitor').toEqual([]);

  // Preloaded and imported are the same requests: nothing is fetched twice.
  const paths = requested.map((r) => new URL(r.url()).pathname);
  expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);

  // Served as a CDN serves them: compressed, and hashed files cached for good.
  const gallery = requested.find((r) => /\/widgets\/event-gallery-/.test(r.url()))!;
  const headers = await (await gallery.response())!.allHeaders();
  expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(errors).toEqual([]);
});
