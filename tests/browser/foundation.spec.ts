import { expect, test, watchErrors } from './fixtures';
import { urls } from './urls';

test('the loader pasted twice lazy-loads two elements that share one store', async ({ page }) => {
  const errors = watchErrors(page);
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(urls.cdn)) chunkRequests.push(new URL(request.url()).pathname);
  });

  await page.goto(`${urls.examples}/demo-elements/`);
  const badge = page.locator('racelens-demo-badge');
  const button = page.getByRole('button', { name: 'Add to cart' });
  await expect(badge).toContainText('Cart: 0');

  await button.click();
  await expect(badge).toContainText('Cart: 1');
  await button.click();
  await expect(badge).toContainText('Cart: 2');

  // Loaded once each, though the loader tag is on the page twice.
  const widgetChunks = chunkRequests.filter((path) => path.includes('/widgets/'));
  expect(widgetChunks.filter((path) => path.includes('demo-badge'))).toHaveLength(1);
  expect(widgetChunks.filter((path) => path.includes('demo-add-button'))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a chunk loads only when its tag appears, also when added later', async ({ page }) => {
  const chunkRequests: string[] = [];
  page.on('request', (request) => chunkRequests.push(request.url()));
  await page.setContent('<!doctype html><title>t</title><p>No widgets yet</p>');
  await page.addScriptTag({ url: `${urls.cdn}/demo/loader.js` });
  await page.waitForFunction(() => 'Racelens' in window);

  await page.evaluate(() => {
    const badge = document.createElement('racelens-demo-badge');
    badge.setAttribute('label', 'Basket');
    document.body.append(badge);
  });
  await expect(page.locator('racelens-demo-badge')).toContainText('Basket: 0');
  // The only widget chunk the page ever asked for is the badge's, asked once it appeared (a
  // request made at load would have been seen long before the badge's round trip ended).
  expect(chunkRequests.filter((u) => u.includes('/widgets/'))).toEqual([expect.stringContaining('demo-badge')]);
});

test('configure() calls queued before the loader ran are replayed; data-* attributes win', async ({ page }) => {
  await page.setContent('<!doctype html><title>t</title>');
  await page.evaluate(() => {
    const w = window as unknown as { Racelens: { q: unknown[][]; configure(c: object): void } };
    w.Racelens = {
      q: [],
      configure(c: object) {
        this.q.push(['configure', c]);
      },
    };
    w.Racelens.configure({ tenant: 'trail-cup', lang: 'de', shopUrl: 'https://shop.example' });
  });
  await page.addScriptTag({ url: `${urls.cdn}/loader.js` });
  const config = await page.evaluate(() => (window as unknown as { Racelens: { config: object } }).Racelens.config);
  expect(config).toMatchObject({ tenant: 'trail-cup', lang: 'de', shopUrl: 'https://shop.example' });

  // A loader tag with data-* attributes outranks configure().
  await page.setContent('<!doctype html><title>t</title>');
  await page.evaluate((src) => {
    (window as unknown as { Racelens: unknown }).Racelens = {
      q: [['configure', { lang: 'de', tenant: 'trail-cup' }]],
    };
    const script = document.createElement('script');
    script.src = src;
    script.dataset.lang = 'cs';
    script.dataset.currency = '840';
    document.head.append(script);
  }, `${urls.cdn}/loader.js`);
  await page.waitForFunction(() => (window as unknown as { Racelens: { version?: string } }).Racelens.version);
  const merged = await page.evaluate(() => (window as unknown as { Racelens: { config: object } }).Racelens.config);
  expect(merged).toMatchObject({ lang: 'cs', currencyId: 840, tenant: 'trail-cup' });
});

test('events bubble out of the shadow root to the host page with their detail', async ({ page }) => {
  await page.goto(`${urls.examples}/demo-elements/`);
  await page.evaluate(() => {
    (window as unknown as { seen: unknown[] }).seen = [];
    document.addEventListener('racelens:add', (e) => (window as unknown as { seen: unknown[] }).seen.push((e as CustomEvent).detail));
  });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const seen = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
  expect(seen).toEqual([{ count: 1 }]);
});

test('a failed chunk load is reported and retried on the next request', async ({ page }) => {
  let failNext = true;
  await page.route('**/widgets/demo-badge-*.js', (route) => {
    if (failNext) {
      failNext = false;
      return route.fulfill({ status: 503, body: 'down' });
    }
    return route.continue();
  });
  await page.setContent('<!doctype html><title>t</title>');
  await page.evaluate(() => {
    (window as unknown as { errors: unknown[] }).errors = [];
    document.addEventListener('racelens:error', (e) => (window as unknown as { errors: unknown[] }).errors.push((e as CustomEvent).detail.tag));
  });
  await page.addScriptTag({ url: `${urls.cdn}/demo/loader.js` });
  await page.evaluate(() => document.body.append(document.createElement('racelens-demo-badge')));
  await page.waitForFunction(() => (window as unknown as { errors: unknown[] }).errors.length === 1);
  // The same tag added again retries, and this time it loads.
  await page.evaluate(() => document.body.append(document.createElement('racelens-demo-badge')));
  await expect(page.locator('racelens-demo-badge').first()).toContainText('Cart: 0');
});

test('the SDK’s loader and bundle know no demo elements (they have their own demo build)', async ({ page, request }) => {
  const loader = await (await request.get(`${urls.cdn}/loader.js`)).text();
  expect(loader).toContain('racelens-cart-drawer');
  expect(loader).not.toContain('racelens-demo');
  const chunkRequests: string[] = [];
  page.on('request', (r) => chunkRequests.push(r.url()));
  await page.setContent('<!doctype html><title>t</title><racelens-demo-badge></racelens-demo-badge>');
  await page.addScriptTag({ url: `${urls.cdn}/loader.js` });
  await page.waitForFunction(() => 'Racelens' in window);
  await expect(
    page.evaluate(() => (window as unknown as { Racelens: { load(t: string): Promise<void> } }).Racelens.load('racelens-demo-badge')),
  ).rejects.toThrow(/Unknown widget/);
  expect(chunkRequests.filter((u) => u.includes('/widgets/'))).toEqual([]);
});
