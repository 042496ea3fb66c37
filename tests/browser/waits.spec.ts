/**
 * No silent waits, on a phone: offline, a calm notice says so and the checkout goes on by itself
 * when the network is back (src/api/CONTRACT.md "Retries"); a step still waiting after 10 s
 * (src/ui/use-slow.ts) says what it waits for and offers Cancel and Try again.
 *
 * The 10 s are the page's own, on its installed clock: the sandbox holds the call for real, the
 * test moves the page's time on, so no test waits the real 10 s and none depends on the
 * machine's speed. A call safe to repeat is tried again when its answer has not started
 * within 6 s (src/api/CONTRACT.md "Retries"), so the sandbox holds every try until the test
 * lifts the fault for the last "Try again".
 */
import type { Locator, Page, Request } from '@playwright/test';
import { addFault, clearFaults, seedCart, useCart } from './cart-sandbox';
import { expect, test } from './fixtures';
import { networkNoticesLoaded } from './network-notices';
import { urls } from './urls';

test.use({ viewport: { width: 390, height: 844 } });
test.afterEach(async () => {
  await clearFaults();
});

const checkout = (page: Page) => page.locator('racelens-checkout');
/**
 * How long the sandbox holds a call: longer than any test here lasts, so a held answer never
 * arrives on its own in the middle of a check, however slow the machine (it did at 20 s, taking
 * the notice away under a click on "Try again").
 */
const HELD_MS = 60_000;
const slowNotice = (within: Locator) => within.getByRole('status').filter({ hasText: 'This takes longer than usual' });

/**
 * The held call has left the page: from here the step is busy, and the page's 10 s run on its
 * clock. The notice must not show a second early, and must show once the 10 s are up.
 */
async function waitTenSeconds(page: Page, held: Promise<Request>, notice: Locator): Promise<void> {
  await held;
  await page.clock.runFor(9_000);
  await expect(notice).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(notice).toBeVisible();
}

/** The next request whose method and URL match, as the page sends it. */
const sent = (page: Page, method: string, path: RegExp) =>
  page.waitForRequest((request) => request.method() === method && path.test(new URL(request.url()).pathname));
const payButton = (page: Page) => checkout(page).getByRole('button', { name: /^Pay / });

async function readyToPay(page: Page) {
  await useCart(page, await seedCart({ photos: 1 }));
  await page.goto(`${urls.shop}/order`);
  await expect(payButton(page)).toBeEnabled();
  await checkout(page).getByRole('textbox', { name: 'E-mail address for delivery' }).fill('runner@example.com');
  await checkout(page)
    .getByRole('checkbox', { name: /I accept the terms and conditions/ })
    .check();
}

test('offline: a calm notice, and Pay goes on by itself when the network is back', async ({ page, context }) => {
  await readyToPay(page);
  await context.setOffline(true);
  await payButton(page).click();
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toBeVisible();
  await expect(checkout(page).getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
});

test('offline the moment the payment is made: the page waits with its notice, never the browser error page, then goes on to pay', async ({ page }) => {
  // The browser's own word on the network, played by the test: what the page reads as offline
  // while its calls still get through, so the moment falls between the payment and leaving.
  await page.addInitScript(() => {
    let online = true;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => online });
    (window as unknown as { setOnline: (value: boolean) => void }).setOnline = (value) => {
      online = value;
      dispatchEvent(new Event(value ? 'online' : 'offline'));
    };
  });
  await readyToPay(page);
  await page.route(`${urls.api}/public/invoice-service/api/v1/invoices/*/payments`, async (route) => {
    const response = await route.fetch();
    await page.evaluate(() => (window as unknown as { setOnline: (value: boolean) => void }).setOnline(false));
    await route.fulfill({ response });
  });
  await payButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(checkout(page).getByText('Taking you to the payment page…')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/order');
  await page.evaluate(() => (window as unknown as { setOnline: (value: boolean) => void }).setOnline(true));
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
});

test('a step waiting over 10 s says so: Cancel gives the form back, Try again goes on', async ({ page }) => {
  await page.clock.install();
  await readyToPay(page);
  await addFault({ match: 'PUT /customer$', latencyMs: HELD_MS, times: 100 });
  const slow = slowNotice(checkout(page));
  const customer = /\/customer$/;

  let held = sent(page, 'PUT', customer);
  await payButton(page).click();
  await waitTenSeconds(page, held, slow);
  await slow.getByRole('button', { name: 'Cancel' }).click();
  await expect(slow).toHaveCount(0);
  await expect(payButton(page)).toBeEnabled();
  await expect(checkout(page).getByRole('alert')).toHaveCount(0);

  held = sent(page, 'PUT', customer);
  await payButton(page).click();
  await waitTenSeconds(page, held, slow);
  await clearFaults();
  await slow.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
});

test('the bib search waiting over 10 s: Cancel gives the form back as typed, Try again finds the photos', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${urls.shop}/search?event=101`);
  const search = page.locator('racelens-photo-search');
  const bib = search.getByRole('textbox', { name: 'Bib number', exact: true });
  await bib.fill('1234');
  await search.getByRole('textbox', { name: 'Surname', exact: true }).fill('Berzina');
  await addFault({ match: 'POST /token$', latencyMs: HELD_MS, times: 100 });
  const submit = search.getByRole('button', { name: 'Find photos', exact: true });
  const token = /\/token$/;

  let held = sent(page, 'POST', token);
  await submit.click();
  await waitTenSeconds(page, held, slowNotice(search));
  await slowNotice(search).getByRole('button', { name: 'Cancel' }).click();
  await expect(slowNotice(search)).toHaveCount(0);
  await expect(search.getByRole('alert')).toHaveCount(0);
  await expect(bib).toHaveValue('1234');
  await expect(submit).toBeEnabled();

  held = sent(page, 'POST', token);
  await submit.click();
  await waitTenSeconds(page, held, slowNotice(search));
  await clearFaults();
  await slowNotice(search).getByRole('button', { name: 'Try again' }).click();
  await expect(search.getByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();
  await expect(slowNotice(search)).toHaveCount(0);
});

test("an event's load waiting over 10 s says so, and Try again shows the gallery without a reload", async ({ page }) => {
  await page.clock.install();
  await addFault({ match: 'GET ^/public/photo-service/api/v1/events/101$', latencyMs: HELD_MS, times: 100 });
  const held = sent(page, 'GET', /\/public\/photo-service\/api\/v1\/events\/101$/);
  await page.goto(`${urls.examples}/event-gallery/`);
  const gallery = page.locator('racelens-event-gallery');
  await waitTenSeconds(page, held, slowNotice(gallery));
  await expect(slowNotice(gallery).getByRole('button', { name: 'Try again' })).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && navigations++));
  await clearFaults();
  await slowNotice(gallery).getByRole('button', { name: 'Try again' }).click();
  await expect(gallery.getByRole('heading', { level: 2, name: /Riga City Run/ })).toBeVisible();
  await expect(slowNotice(gallery)).toHaveCount(0);
  expect(navigations, 'no reload').toBe(0);
});

test('adding a photo waiting over 10 s: Try again adds it once, Cancel leaves the cart as the platform has it', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${urls.examples}/event-gallery/`);
  const gallery = page.locator('racelens-event-gallery');
  const cartButton = page.locator('racelens-cart-drawer').getByRole('button', { name: /^Cart, / });
  await expect(cartButton).toHaveAccessibleName('Cart, 0 items');
  await gallery.getByRole('button', { name: 'Photo 1 of 240', exact: true }).click();
  const viewer = gallery.getByRole('dialog', { name: 'Photo viewer' });
  await addFault({ match: 'POST /items$', latencyMs: HELD_MS, times: 100 });
  const items = /\/items$/;

  // Cancel: the add is given up here; nothing is said to have failed.
  let held = sent(page, 'POST', items);
  await viewer.getByRole('button', { name: 'Add the photo for €6.90' }).click();
  await waitTenSeconds(page, held, slowNotice(viewer));
  await slowNotice(viewer).getByRole('button', { name: 'Cancel' }).click();
  await expect(slowNotice(viewer)).toHaveCount(0);
  await expect(viewer.getByRole('alert')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Add the photo for €6.90' })).toBeEnabled();

  // Try again: the same add once more, answered this time.
  held = sent(page, 'POST', items);
  await viewer.getByRole('button', { name: 'Add the photo for €6.90' }).click();
  await waitTenSeconds(page, held, slowNotice(viewer));
  await clearFaults();
  await slowNotice(viewer).getByRole('button', { name: 'Try again' }).click();
  await expect(viewer.getByRole('status').filter({ hasText: 'Added to the cart' })).toBeVisible();
  await expect(cartButton).toHaveAccessibleName('Cart, 1 item');
});

test('offline before the part with the network notices could load: the offline notice shows all the same', async ({ page, context }) => {
  // The part is held on its way, as on a network that drops while the page starts.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/NetworkNotices-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/NetworkNotices-[\w-]+\.js$/);
  await page.goto(`${urls.examples}/event-gallery/`);
  const gallery = page.locator('racelens-event-gallery');
  await expect(gallery.getByRole('heading', { level: 2, name: /Riga City Run/ })).toBeVisible();
  await asked;
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCount(1);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  release();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('offline, the gallery says so calmly, and the notice goes once the network is back', async ({ page, context }) => {
  // The notices' part loads once the first photos are shown, out of their way.
  const notices = networkNoticesLoaded(page);
  await page.goto(`${urls.examples}/event-gallery/`);
  const gallery = page.locator('racelens-event-gallery');
  await expect(gallery.getByRole('heading', { level: 2, name: /Riga City Run/ })).toBeVisible();
  await notices;
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});
