/**
 * <racelens-event-gallery> against the sandbox: buying every product type with the
 * cart drawer on the same page following at once, the 10,000-photo event staying small in the
 * DOM, the viewer by keyboard, the frame page with its preview and its failures, accessibility.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { urls } from './urls';

const gallery = (page: Page) => page.locator('racelens-event-gallery');
const cartButton = (page: Page) => page.locator('racelens-cart-drawer').getByRole('button', { name: /^Cart, / });
const photo = (page: Page, n: number, total = 240) => gallery(page).getByRole('button', { name: `Photo ${n} of ${total}`, exact: true });
const viewer = (page: Page) => gallery(page).getByRole('dialog', { name: 'Photo viewer' });

async function openGallery(page: Page) {
  await page.goto(`${urls.examples}/event-gallery/`);
  await expect(gallery(page).getByRole('heading', { level: 2, name: /Riga City Run/ })).toBeVisible();
  await expect(photo(page, 1)).toBeVisible();
}

/** Fault rules of the sandbox (admin calls are never faulted themselves). */
async function fault(page: Page, rule: Record<string, unknown>) {
  const response = await page.request.post(`${urls.api}/sandbox/admin/faults`, { data: rule });
  expect(response.ok()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await request.delete(`${urls.api}/sandbox/admin/faults`);
});

test('adds every product type; the cart drawer beside it and the analytics follow at once', async ({ page, errors }) => {
  test.setTimeout(90_000);
  await openGallery(page);
  await page.evaluate(() => {
    const w = window as unknown as { added: unknown[] };
    w.added = [];
    document.addEventListener('racelens:add', (e) => w.added.push((e as CustomEvent).detail));
  });
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  // A single photo, from the viewer.
  await photo(page, 1).click();
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page).getByText('1 of 240')).toBeVisible();
  await viewer(page).getByRole('button', { name: 'Add the photo for €6.90' }).click();
  await expect(viewer(page).getByRole('status').filter({ hasText: 'Added to the cart' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(viewer(page).getByRole('button', { name: 'In the cart' })).toBeVisible();

  // The same photo again is refused (PRODUCT.md §validation-duplicate), and nothing changes in the
  // cart.
  await viewer(page).getByRole('button', { name: 'In the cart' }).click();
  await expect(viewer(page).getByRole('alert')).toHaveText('This item has already been added to the Cart.');

  // A framed photo: the frame page shows the frame-service preview, then adds it.
  await page.keyboard.press('ArrowRight');
  await expect(viewer(page).getByText('2 of 240')).toBeVisible();
  await viewer(page).getByRole('button', { name: 'In a frame for €9.90' }).click();
  await expect(gallery(page).getByRole('img', { name: 'Your photo in the frame' })).toBeVisible();
  await gallery(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  // A framed photo is covered: the same photo as a single one is a duplicate
  // (PRODUCT.md §validation-duplicate).
  await gallery(page).getByRole('button', { name: 'Back to the gallery' }).click();
  await photo(page, 2).click();
  await viewer(page).getByRole('button', { name: 'In the cart' }).click();
  await expect(viewer(page).getByRole('alert')).toHaveText('This item has already been added to the Cart.');
  await viewer(page).getByRole('button', { name: 'Close the viewer' }).click();

  // A gift.
  await gallery(page).getByRole('button', { name: 'Add to cart: Finisher certificate (free gift)' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

  // A video, in the video tab, with the 24-hour notice.
  await gallery(page).getByRole('tab', { name: 'Video' }).click();
  await expect(gallery(page).getByText('Your personal video will be available within 24 hours after the event')).toBeVisible();
  await gallery(page).getByRole('button', { name: 'Add the video for €14.90' }).first().click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');

  // Photos picked until the package is cheaper: the banner and the sale snackbar appear.
  await gallery(page).getByRole('tab', { name: 'All photos' }).click();
  for (const n of [3, 4, 5, 6]) {
    await expect(gallery(page).getByRole('complementary')).toHaveCount(0);
    await photo(page, n).click();
    await viewer(page).getByRole('button', { name: 'Add the photo for €6.90' }).click();
    await expect(viewer(page).getByRole('button', { name: 'In the cart' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  // 5 photos × 6.90 = 34.50 > 29.90: the package saves 4.60.
  const offer = gallery(page).getByRole('complementary', { name: 'All your photos in one package' });
  await expect(offer).toContainText('You save €4.60');
  const snackbar = gallery(page).getByText('Sale: €4.60 off the photos of this event');
  await expect(snackbar).toBeVisible();
  await gallery(page).getByRole('status').getByRole('button', { name: 'Close' }).click();
  await expect(snackbar).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 8 items');

  // The all-my-photos package replaces the five single photos.
  await offer.getByRole('button', { name: 'Buy the package' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
  await expect(offer).toHaveCount(0);

  // The all-photos-with-frame package, of the photos chosen so far.
  await gallery(page).getByRole('button', { name: 'Add to cart: All my photos with frame' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');

  // One more single photo outside the package.
  await photo(page, 7).click();
  await viewer(page).getByRole('button', { name: 'Add the photo for €6.90' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 6 items');
  await page.keyboard.press('Escape');

  // The sandbox holds one line of each product type.
  const cartId = await page.evaluate(() => sessionStorage.getItem('cartId'));
  const cart = (await (await page.request.get(`${urls.api}/public/cart-service/api/v1/shoppingCarts/${cartId}`)).json()) as {
    items: Array<{ product: { productType: string }; photoId: number | null; photoIds?: number[] }>;
  };
  expect(cart.items.map((i) => i.product.productType).sort()).toEqual(['Frame', 'FullVideo', 'Gift', 'Photo', 'PhotosWithFrame', 'PhotosWithMe'].sort());
  expect(cart.items.find((i) => i.product.productType === 'PhotosWithMe')?.photoIds).toHaveLength(5);

  // The host page heard each add, and the data layer got the analytics 'add' of each.
  const added = await page.evaluate(() => (window as unknown as { added: Array<{ productType: string }> }).added);
  expect(added.map((d) => d.productType)).toEqual([
    'Photo',
    'Frame',
    'Gift',
    'FullVideo',
    'Photo',
    'Photo',
    'Photo',
    'Photo',
    'PhotosWithMe',
    'PhotosWithFrame',
    'Photo',
  ]);
  const pushes = await page.evaluate(() =>
    (
      window as unknown as { dataLayer: Array<{ event: string; ecommerce: { currencyCode: string; add: { products: Array<{ category: string }> } } }> }
    ).dataLayer
      .filter((e) => e.event === 'addToCart')
      .map((e) => `${e.ecommerce.currencyCode} ${e.ecommerce.add.products[0]!.category}`),
  );
  expect(pushes).toEqual(added.map((d) => `EUR ${d.productType}`));
  expect(errors).toEqual([]);
});

test('10,000 photos: scrolling to the end keeps fewer than 300 photos in the DOM and shows the last ones', async ({ page }) => {
  const photoCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/photo-service/api/v1/photos')) photoCalls.push(new URL(r.url()).search);
  });
  await page.goto(`${urls.examples}/event-gallery/big.html`);
  await expect(photo(page, 1, 10_000)).toBeVisible();
  const cells = gallery(page).locator('.rl-grid__cell');
  expect(await cells.count()).toBeLessThan(300);

  // The page is as tall as all 10,000 photos (their room is reserved), not only the rendered ones.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(100_000);

  // Scroll in steps, as a visitor flinging down would, then to the very end.
  for (const part of [0.25, 0.5, 0.75]) {
    await page.evaluate((p) => window.scrollTo(0, document.documentElement.scrollHeight * p), part);
    // The grid has followed: its cells cover the viewport's middle again.
    await page.waitForFunction(() =>
      [...document.querySelector('racelens-event-gallery')!.shadowRoot!.querySelectorAll('.rl-grid__cell')].some((cell) => {
        const box = cell.getBoundingClientRect();
        return box.top <= innerHeight / 2 && box.bottom >= innerHeight / 2;
      }),
    );
    expect(await cells.count()).toBeLessThan(300);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(photo(page, 10_000, 10_000)).toBeVisible();
  await expect(photo(page, 10_000, 10_000)).toBeInViewport();
  await expect(gallery(page).getByRole('img', { name: 'Photo 9999 of 10000' })).toBeVisible();
  expect(await cells.count()).toBeLessThan(300);
  expect(await gallery(page).locator('img').count()).toBeLessThan(300);
  // Pages were fetched as needed: far fewer than the 100 pages of the whole album.
  expect(photoCalls.length).toBeLessThan(15);
  expect(photoCalls.every((q) => /count=100/.test(q))).toBe(true);

  // The last photo opens in the viewer, which knows its place.
  await photo(page, 10_000, 10_000).click();
  await expect(viewer(page).getByText('10000 of 10000')).toBeVisible();
});

// Alone on the machine (playwright.config.ts): the gallery tells a fling from reading by the
// scroll's speed in real time, and a busy second worker stretches the 40 frames into reading pace.
test('a fling fetches no thumbnails for photos flying past; where the scrolling rests, they appear', { tag: '@alone' }, async ({ page }) => {
  const thumbnails: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/thumb.png')) thumbnails.push(r.url());
  });
  await page.goto(`${urls.examples}/event-gallery/big.html`);
  await expect(photo(page, 1, 10_000)).toBeVisible();
  // The page at rest first: the first screen's thumbnails there, and the parts the gallery loads
  // once they are (its notices, the viewer) loaded, so none of them is counted as the fling's.
  await expect.poll(() => page.evaluate(onScreenShown)).toBe(true);
  await page.waitForLoadState('networkidle');
  const before = thumbnails.length;

  // A quick thumb: a screen a frame, 40 screens down, about 400 photos passing by.
  const passed = await page.evaluate(async () => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const from = scrollY;
    for (let i = 0; i < 40; i++) {
      scrollBy(0, innerHeight);
      await frame();
    }
    return scrollY - from;
  });
  expect(passed).toBeGreaterThan(30 * 400);
  expect(thumbnails.length - before).toBeLessThan(30);

  // At rest the photos on the screen show their thumbnails.
  await expect.poll(() => page.evaluate(onScreenShown)).toBe(true);
});

/** In the page: every photo on the screen shows its thumbnail. */
function onScreenShown(): boolean {
  const images = [...document.querySelector('racelens-event-gallery')!.shadowRoot!.querySelectorAll<HTMLImageElement>('.rl-grid__button img')];
  const onScreen = images.filter((image) => {
    const box = image.closest('li')!.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight;
  });
  return onScreen.length > 0 && onScreen.every((image) => !image.hidden && image.complete && image.naturalWidth > 0);
}

test('the viewer works by keyboard and returns the focus to the photo; no axe violations', async ({ page }) => {
  await openGallery(page);
  await expectNoA11yViolations(page);

  await photo(page, 1).focus();
  await page.keyboard.press('Enter');
  await expect(viewer(page)).toBeVisible();
  const position = viewer(page).locator('[aria-live="polite"]');
  await expect(position).toHaveText('1 of 240');
  await expect(viewer(page).getByRole('img', { name: 'Photo 1 of 240' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('2 of 240');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('3 of 240');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('2 of 240');
  await page.keyboard.press('End');
  await expect(position).toHaveText('240 of 240');
  await expect(viewer(page).getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(position).toHaveText('1 of 240');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('3 of 240');
  await expect(viewer(page).getByRole('img', { name: 'Photo 3 of 240' })).toBeVisible();
  await expectNoA11yViolations(page);

  // Swipe: a pointer drawn from right to left shows the next photo.
  const stage = viewer(page).locator('.rl-viewer__stage');
  const box = (await stage.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(position).toHaveText('4 of 240');

  // Escape closes, and the focus lands on the photo that was shown last, also when it comes
  // right after a move, before the viewer has shown it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await expect(photo(page, 5)).toBeFocused();
});

test('the frame page asks for a photo, shows the preview, and handles an expired token and failures', async ({ page }) => {
  await openGallery(page);
  await gallery(page).getByRole('button', { name: 'Select Photo: Framed photo' }).click();
  await expect(gallery(page).getByText('Choose one of your photos to see it in the frame')).toBeVisible();
  await expect(gallery(page).getByRole('heading', { name: 'Framed photo · €9.90' })).toBeVisible();
  await expectNoA11yViolations(page);

  // 401: the search token expired (PRODUCT.md §states-search-token): the message asks for a new
  // search.
  await fault(page, { match: 'GET ^/public/frame-service/api/v1/photos', status: 401, times: 1 });
  await photo(page, 5).click();
  await expect(gallery(page).getByRole('alert')).toContainText('The preview has expired. Search for your photos again to see it.');
  await expect(gallery(page).getByRole('link', { name: 'Find your photos', exact: true })).toHaveAttribute('href', /\/search\?event=101$/);
  await expect(gallery(page).getByRole('img', { name: 'Your photo in the frame' })).toHaveCount(0);

  // 500 is an expired token too.
  await fault(page, { match: 'GET ^/public/frame-service/api/v1/photos', status: 500, times: 3 });
  await gallery(page).getByRole('button', { name: 'Select Photo', exact: true }).click();
  await photo(page, 6).click();
  await expect(gallery(page).getByRole('alert')).toContainText('The preview has expired.');

  // Another failure can be retried; the retry shows the preview.
  await fault(page, { match: 'GET ^/public/frame-service/api/v1/photos', status: 503, times: 3 });
  await gallery(page).getByRole('button', { name: 'Select Photo', exact: true }).click();
  await photo(page, 7).click();
  await expect(gallery(page).getByRole('alert')).toContainText('The preview could not be shown');
  await gallery(page).getByRole('button', { name: 'Try again' }).click();
  const preview = gallery(page).getByRole('img', { name: 'Your photo in the frame' });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('src')).toMatch(/^blob:/);
  await expectNoA11yViolations(page);
});

test('a failed add says why and tells the host page; the cart stays as it was', async ({ page }) => {
  await openGallery(page);
  await page.evaluate(() => {
    const w = window as unknown as { failed: unknown[] };
    w.failed = [];
    document.addEventListener('racelens:error', (e) => w.failed.push((e as CustomEvent).detail));
  });
  await fault(page, { match: 'POST ^/public/cart-service/api/v1/shoppingCarts/[^/]+/items$', status: 500, times: 3 });
  await gallery(page).getByRole('button', { name: 'Add to cart: Finisher certificate (free gift)' }).click();
  await expect(gallery(page).getByRole('alert')).toHaveText('Error adding an item to the Cart: An error occurred, try later');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  const failed = await page.evaluate(() => (window as unknown as { failed: Array<{ status: number; productType: string }> }).failed);
  expect(failed).toEqual([expect.objectContaining({ status: 500, productType: 'Gift' })]);

  // Without a search, "My photos" leads to the search.
  await gallery(page).getByRole('tab', { name: 'My photos' }).click();
  await expect(gallery(page).getByText('Find yourself to see your photos here')).toBeVisible();
  await expect(gallery(page).getByRole('link', { name: 'Find your photos', exact: true })).toHaveAttribute('href', `${urls.shop}/search?event=101`);
});

test('the shop places the gallery on /event/{id}, /event/{id}/photos and /event/{id}/video', async ({ page }) => {
  await page.goto(`${urls.shop}/event/101/video`);
  await expect(gallery(page).getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    gallery(page)
      .getByRole('button', { name: /^Add the video for/ })
      .first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto(`${urls.shop}/event/101/photos`);
  await expect(gallery(page).getByRole('tab', { name: 'All photos' })).toHaveAttribute('aria-selected', 'true');
  await expect(photo(page, 1)).toBeVisible();
  // Tabs by keyboard: the video tab loads its part on first use and the focus stays on the tab.
  await gallery(page).getByRole('tab', { name: 'All photos' }).focus();
  await page.keyboard.press('End');
  await expect(gallery(page).getByRole('tab', { name: 'Video' })).toBeFocused();
  await expect(
    gallery(page)
      .getByRole('button', { name: /^Add the video for/ })
      .first(),
  ).toBeVisible();
  await expect(gallery(page).getByRole('tab', { name: 'Video' })).toBeFocused();
  await page.goto(`${urls.shop}/event/999`);
  await expect(gallery(page).getByText('This event was not found')).toBeVisible();
});

test('a search in <racelens-photo-search> on the same page fills "My photos"; the package and the personal video follow', async ({ page }) => {
  await page.goto(`${urls.examples}/event-gallery/with-search.html`);
  await expect(gallery(page).getByText('Find yourself to see your photos here')).toBeVisible();
  const search = page.locator('racelens-photo-search');
  await search.getByRole('textbox', { name: 'Bib number' }).fill('1234');
  await search.getByRole('textbox', { name: 'Surname' }).fill('Berzina');
  await search.getByRole('button', { name: 'Find photos' }).click();

  // The gallery's tab fills in from the shared store, no reload, no second search.
  const mine = gallery(page).getByRole('list', { name: 'My photos' });
  // The grid renders only what is near the viewport: it sits below the search's results.
  await mine.scrollIntoViewIfNeeded();
  await expect(mine.getByRole('button').first()).toBeVisible();
  const found = await mine.getByRole('button').count();
  expect(found).toBeGreaterThan(0);
  await gallery(page).getByRole('button', { name: 'Buy all my photos for €29.90' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  const cartId = await page.evaluate(() => sessionStorage.getItem('cartId'));
  const cart = (await (await page.request.get(`${urls.api}/public/cart-service/api/v1/shoppingCarts/${cartId}`)).json()) as {
    items: Array<{ product: { productType: string }; startNumber?: string; photoIds?: number[] }>;
  };
  expect(cart.items).toEqual([expect.objectContaining({ product: expect.objectContaining({ productType: 'PhotosWithMe' }), startNumber: '1234' })]);

  // The runner's personal video comes first in the video tab.
  await gallery(page).getByRole('tab', { name: 'Video' }).click();
  await expect(gallery(page).getByRole('listitem').filter({ hasText: 'Your personal video' }).first()).toContainText('bib 1234');
  await expectNoA11yViolations(page, 'racelens-event-gallery');
});
