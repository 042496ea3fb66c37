/**
 * How the hosted shop starts: everything a route needs is asked for at once (the page's head
 * preloads the shell's code, its script the route's chunks, the strings of the visitor's
 * language and what reads the first answers, and the route's first data), each file and each call is made once, compressed and
 * cacheable as a CDN serves it; what is not on the first screen waits for it.
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
  await expect(
    page
      .locator('racelens-event-gallery')
      .getByRole('button', { name: /^Foto 1 von / })
      .first(),
  ).toBeVisible();

  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
  );
  expect(preloaded).toEqual(expect.arrayContaining([expect.stringMatching(/^\/widgets\/shop-shell-/), expect.stringMatching(/^\/widgets\/event-gallery-/)]));
  // What reads the first answers (the parser and the services' schemas; the photo service's share
  // a name with another chunk) is asked for with them, not once they are in: one round trip less
  // before the first photos show.
  for (const reader of ['parse', 'catalog']) expect(preloaded, reader).toContainEqual(expect.stringMatching(new RegExp(`^/chunks/${reader}-`)));
  for (const area of ['core', 'shop', 'cart', 'gallery']) expect(preloaded, area).toContainEqual(expect.stringMatching(new RegExp(`^/i18n/${area}-de-`)));
  expect(
    preloaded.filter((path) => /^\/i18n\/\w+-en-/.test(path)),
    'no English strings for a German visitor',
  ).toEqual([]);

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

/** The platform calls a page makes, with the time each was sent and answered. */
function apiCalls(page: import('@playwright/test').Page) {
  const calls: Array<{ path: string; sent: number; answered?: number }> = [];
  page.on('request', (request) => {
    if (request.url().startsWith(urls.api)) calls.push({ path: request.url().slice(urls.api.length), sent: Date.now() });
  });
  page.on('requestfinished', (request) => {
    const call = calls.find((c) => c.path === request.url().slice(urls.api.length) && c.answered === undefined);
    if (call) call.answered = Date.now();
  });
  return calls;
}

test('landing on an event: the event, its first photos and its products are asked for once, before the gallery has loaded', async ({ page }) => {
  const calls = apiCalls(page);
  let galleryCode = 0;
  page.on('requestfinished', (request) => {
    if (/\/widgets\/event-gallery-/.test(request.url())) galleryCode = Date.now();
  });
  await page.goto(`${urls.shop}/event/105`);
  const gallery = page.locator('racelens-event-gallery');
  await expect(gallery.getByRole('button', { name: /^Foto 1 von / }).first()).toBeVisible();
  await expect(gallery.getByRole('img', { name: /^Foto 1 von / })).toBeVisible();

  const data = calls.filter((c) => c.path.startsWith('/public/'));
  const paths = data.map((c) => c.path);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/public/photo-service/api/v1/events/105',
      '/public/photo-service/api/v1/photos?albumId=10500&offset=0&count=100',
      expect.stringMatching(/^\/public\/catalog-service\/api\/v1\/catalog\/products\?catalogId=1105&/),
    ]),
  );
  expect(
    paths.filter((path, i) => paths.indexOf(path) !== i),
    'every call once',
  ).toEqual([]);
  // The event was asked for by the page's boot, before the gallery's code had even arrived.
  expect(galleryCode).toBeGreaterThan(0);
  expect(data.find((c) => c.path.endsWith('/events/105'))!.sent).toBeLessThanOrEqual(galleryCode);
});

test("landing on the home page, a search or an event's videos: the first lists, the event and its products are asked for once, before the widget has loaded", async ({
  page,
}) => {
  for (const [path, wanted, shown, widget] of [
    [
      '/',
      ['/public/photo-service/api/v1/events?when=recent&count=6', '/public/photo-service/api/v1/events?when=upcoming&count=6'],
      /Riga City Run/,
      /\/widgets\/home-/,
    ],
    ['/search?event=101', ['/public/photo-service/api/v1/events/101'], /Riga City Run/, /\/widgets\/photo-search-/],
    ['/event/101/video', ['/public/photo-service/api/v1/events/101'], /Riga City Run/, /\/widgets\/event-gallery-/],
  ] as const) {
    const calls = apiCalls(page);
    let widgetCode = 0;
    page.on('requestfinished', (request) => {
      if (widget.test(request.url())) widgetCode = Date.now();
    });
    await page.goto(`${urls.shop}${path}`);
    await expect(page.getByText(shown).first()).toBeVisible();
    expect(widgetCode, path).toBeGreaterThan(0);
    for (const call of wanted) {
      const made = calls.filter((c) => c.path === call);
      expect(made, `${path}: ${call}`).toHaveLength(1);
      expect(made[0]!.sent, `${path}: ${call}`).toBeLessThanOrEqual(widgetCode);
    }
    // What follows the event's answer (the products above the gallery's tabs) comes once too.
    const paths = calls.map((c) => c.path);
    expect(
      paths.filter((p, i) => paths.indexOf(p) !== i),
      path,
    ).toEqual([]);
    if (path.startsWith('/event/')) expect(paths, path).toContainEqual(expect.stringMatching(/\/catalog\/products\?catalogId=1101&/));
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
  }
});

test("the gallery's viewer and the page's search load after its first photos, not beside them", async ({ page }) => {
  // For each of the two later parts: how many thumbnails had been asked for and answered when it was asked for.
  const later: Array<{ url: string; thumbnailsAsked: number; thumbnailsAnswered: number }> = [];
  let asked = 0;
  let answered = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/thumb.png')) asked++;
    if (/\/chunks\/(PhotoViewer|page-search)-/.test(request.url())) later.push({ url: request.url(), thumbnailsAsked: asked, thumbnailsAnswered: answered });
  });
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/thumb.png')) answered++;
  });
  await page.goto(`${urls.shop}/event/105`);
  await expect.poll(() => later.length).toBe(2);
  for (const chunk of later) {
    expect(chunk.thumbnailsAsked, chunk.url).toBeGreaterThan(0);
    expect(chunk.thumbnailsAnswered, chunk.url).toBe(chunk.thumbnailsAsked);
  }
});
