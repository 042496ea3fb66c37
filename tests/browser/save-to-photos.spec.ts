/**
 * A paid order on a phone (PRODUCT.md §routes-order-share): "Save to Photos" hands every purchased
 * photo to the share sheet in groups of 10, with meaningful names and the very bytes bought; one
 * photo is shared with the event's name and link; closing the sheet is silent; a photo that does
 * not come is retried, then named; where files cannot be shared the page says why and offers each
 * photo's link and the archive. Headless Chromium has no share sheet: `navigator.share` and
 * `navigator.canShare` are replaced by recorders that keep what a real sheet would receive (and,
 * like a browser, refuse a share without a tap).
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { expectReflow } from './layout-probes';
import { addFault, CARDS, clearFaults, createPayment, getOrder, jwtFor, orderPage, placeOrder, RUNNER, submitPayPage } from './order-sandbox';
import { urls } from './urls';

interface RecordedFile {
  name: string;
  type: string;
  size: number;
  sha256: string;
}
interface RecordedShare {
  title?: string;
  text?: string;
  url?: string;
  files: RecordedFile[];
  outcome: 'shared' | 'canceled';
}

/** Replaces the share sheet before any script of the page runs. */
async function recordShares(page: Page, { files }: { files: boolean }) {
  await page.addInitScript((canShareFiles) => {
    const w = window as unknown as { shares: unknown[]; cancelNext: number };
    w.shares = [];
    w.cancelNext = 0;
    const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => (data?.files?.length ? canShareFiles : !!data),
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        // As in a browser: only in answer to a tap.
        if (!navigator.userActivation.isActive) throw new DOMException('A share needs a tap', 'NotAllowedError');
        const files = await Promise.all(
          (data.files ?? []).map(async (f) => ({
            name: f.name,
            type: f.type,
            size: f.size,
            sha256: hex(await crypto.subtle.digest('SHA-256', await f.arrayBuffer())),
          })),
        );
        const canceled = w.cancelNext > 0;
        if (canceled) w.cancelNext--;
        w.shares.push({ title: data.title, text: data.text, url: data.url, files, outcome: canceled ? 'canceled' : 'shared' });
        if (canceled) throw new DOMException('Share canceled', 'AbortError');
      },
    });
  }, files);
}

const shares = (page: Page) => page.evaluate(() => (window as unknown as { shares: RecordedShare[] }).shares);
const cancelNextShare = (page: Page) => page.evaluate(() => void ((window as unknown as { cancelNext: number }).cancelNext = 1));

const api = (service: string, path: string) => `${urls.api}/public/${service}/api/v1${path}`;

/** A paid order of `photos` photos of event 101, with what the participant bought, byte for byte. */
async function paidOrder(photos: number, email?: string) {
  const placed = await placeOrder({ photos, email });
  await submitPayPage(await createPayment(placed.invoiceId, placed.orderId), CARDS.approve);
  const order = await getOrder(placed.orderId);
  expect(order.state).toBe('Completed');
  const event = await (await fetch(api('photo-service', '/events/101'))).json();
  const items = (await (await fetch(api('order-service', `/orders/${placed.orderId}/items`))).json()).items as Array<{
    orderItemId: string;
    downloadUrl: string;
    product: { title: string };
  }>;
  const files = await Promise.all(
    items.map(async (item) => {
      const response = await fetch(item.downloadUrl);
      const bytes = Buffer.from(await response.arrayBuffer());
      return { type: response.headers.get('content-type')!.split(';')[0]!, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    }),
  );
  return { ...placed, number: order.number as string, eventName: event.name as string, items, files };
}

const BIB = '1234';

/** The participant found their photos by bib on this browser (what the bib search leaves in storage), paid, and is back on the order page. */
async function openAfterBibSearch(page: Page, order: { orderId: string; eventName: string }) {
  await page.goto(`${urls.shop}/`);
  await page.evaluate((search) => localStorage.setItem('racelensRecentSearches', JSON.stringify([search])), {
    eventId: '101',
    eventName: order.eventName,
    number: BIB,
    when: new Date().toISOString(),
  });
  await page.goto(orderPage(order.orderId));
  await expect(page.locator('racelens-order-status').getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

test.afterEach(clearFaults);
// The provider's pay page (the sandbox) has no favicon; its 404 is not the shop's error.
test.beforeEach(({ page }) => page.route(`${urls.api}/favicon.ico`, (route) => route.fulfill({ status: 204 })));

test.describe('on a phone that shares files', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Save to Photos: 24 photos fetched with progress, handed over 10 at a time with their names and bytes; closing the sheet is silent', async ({
    page,
    errors,
  }) => {
    test.setTimeout(60_000);
    const order = await paidOrder(24);
    expect(order.eventName).toMatch(/^Riga City Run \d{4}$/);
    // The 8th file is slow: the count stands at 7 while it comes.
    await addFault({ match: `GET ^/sandbox/files/orders/${order.orderId}/[^/]+/${order.items[7]!.orderItemId}\\.`, latencyMs: 2500, times: 1 });
    await recordShares(page, { files: true });
    await openAfterBibSearch(page, order);
    const view = page.locator('racelens-order-status');
    await expectNoA11yViolations(page, 'racelens-order-status');

    await view.getByRole('button', { name: 'Save to Photos' }).click();
    await expect(view.getByText('Preparing the photos: 7 of 24')).toBeVisible();
    await expect(view.getByRole('progressbar', { name: 'Preparing the photos: 7 of 24' })).toHaveAttribute('value', String(7 / 24));
    await expectNoA11yViolations(page, 'racelens-order-status');

    await view.getByRole('button', { name: 'Save photos 1–10 of 24' }).click();
    await expect(view.getByText('10 of 24 handed to your phone')).toBeVisible();
    await expect(view.getByText('The share menu takes up to 10 photos at a time: one tap for each group.')).toBeVisible();

    // Closed sheet: nothing said, the same group offered again.
    await cancelNextShare(page);
    await view.getByRole('button', { name: 'Save photos 11–20 of 24' }).click();
    await expect.poll(async () => (await shares(page)).length).toBe(2);
    await expect(view.getByRole('button', { name: 'Save photos 11–20 of 24' })).toBeEnabled();
    await expect(view.getByRole('alert')).toHaveCount(0);
    await expect(view.getByText('10 of 24 handed to your phone')).toBeVisible();

    await view.getByRole('button', { name: 'Save photos 11–20 of 24' }).click();
    await view.getByRole('button', { name: 'Save photos 21–24 of 24' }).click();
    await expect(view.getByText('All photos are handed to your phone.')).toBeVisible();
    await expectNoA11yViolations(page, 'racelens-order-status');

    const recorded = await shares(page);
    expect(recorded.map((s) => [s.outcome, s.files.length])).toEqual([
      ['shared', 10],
      ['canceled', 10],
      ['shared', 10],
      ['shared', 4],
    ]);
    // Save to Photos shares the files alone (what Safari takes most reliably).
    expect(recorded.every((s) => s.title === undefined && s.text === undefined && s.url === undefined)).toBe(true);
    const handed = recorded.filter((s) => s.outcome === 'shared').flatMap((s) => s.files);
    const prefix = `${slug(order.eventName)}-${BIB}`;
    expect(handed.map((f) => f.name)).toEqual(order.files.map((_, i) => `${prefix}-${i + 1}.svg`));
    expect(handed.map(({ type, size, sha256 }) => ({ type, size, sha256 }))).toEqual(order.files);
    expect(errors).toEqual([]);
  });

  test('a photo that does not come is named once the request path has tried it three times; the others go on, and its own retry brings it', async ({
    page,
    errors,
  }) => {
    const order = await paidOrder(3);
    // Photo 2 fails its three tries (the request path's only layer of them), then comes.
    await addFault({ match: `GET ^/sandbox/files/orders/${order.orderId}/[^/]+/${order.items[1]!.orderItemId}\\.`, status: 503, times: 3 });
    await recordShares(page, { files: true });
    await openAfterBibSearch(page, order);
    const view = page.locator('racelens-order-status');

    await view.getByRole('button', { name: 'Save to Photos' }).click();
    await expect(view.getByRole('alert').filter({ hasText: 'Photo 2 could not be downloaded — try again' })).toBeVisible();
    await view.getByRole('button', { name: 'Save photos 1–2 of 3' }).click();
    await expect(view.getByText('2 of 3 handed to your phone')).toBeVisible();
    await expectNoA11yViolations(page, 'racelens-order-status');

    await view.getByRole('button', { name: 'Try photo 2 again' }).click();
    await expect(view.getByText('Photo 2 could not be downloaded — try again')).toHaveCount(0);
    await view.getByRole('button', { name: 'Save photos 3–3 of 3' }).click();
    await expect(view.getByText('All photos are handed to your phone.')).toBeVisible();

    const handed = (await shares(page)).flatMap((s) => s.files);
    const prefix = `${slug(order.eventName)}-${BIB}`;
    expect(handed.map((f) => f.name)).toEqual([`${prefix}-1.svg`, `${prefix}-3.svg`, `${prefix}-2.svg`]);
    expect(handed.map((f) => f.sha256)).toEqual([order.files[0]!.sha256, order.files[2]!.sha256, order.files[1]!.sha256]);
    expect(errors).toEqual([]);
  });

  test('share one photo: the file itself, with the event name and the shop link to the event photos', async ({ page, errors }) => {
    const order = await paidOrder(2);
    await recordShares(page, { files: true });
    await openAfterBibSearch(page, order);
    const view = page.locator('racelens-order-status');

    await view.getByRole('button', { name: `Share item 2: ${order.items[1]!.product.title}` }).click();
    await expect.poll(async () => (await shares(page)).length).toBe(1);
    const [shared] = await shares(page);
    const eventId = new URL(shared!.url!).searchParams.get('event');
    expect(shared).toEqual({
      title: order.eventName,
      text: `My photo from ${order.eventName}`,
      url: `${urls.shop}/search?event=${eventId}`,
      files: [{ name: `${slug(order.eventName)}-${BIB}-2.svg`, ...order.files[1]! }],
      outcome: 'shared',
    });
    expect(eventId).toBe('101');
    await expect(view.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('my account on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an old order: Save to Photos and one photo shared, named by the order number when no bib search is known', async ({ page, errors }) => {
    const order = await paidOrder(2, RUNNER);
    await recordShares(page, { files: true });
    await page.addInitScript((authToken) => {
      (window as unknown as { Racelens: unknown }).Racelens = { q: [['configure', { authToken }]] };
    }, jwtFor(RUNNER));
    await page.goto(`${urls.shop}/my-account/order/${order.orderId}`);
    const view = page.locator('racelens-my-account');
    await expect(view.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible({ timeout: 15_000 });

    await view.getByRole('button', { name: `Share item 1: ${order.items[0]!.product.title}` }).click();
    await expect.poll(async () => (await shares(page)).length).toBe(1);
    await view.getByRole('button', { name: 'Save to Photos' }).click();
    await view.getByRole('button', { name: 'Save photos 1–2 of 2' }).click();
    await expect(view.getByText('All photos are handed to your phone.')).toBeVisible();
    await expectNoA11yViolations(page, 'racelens-my-account');

    const [one, all] = await shares(page);
    const name = (n: number) => `photos-${slug(order.number)}-${n}.svg`;
    // No event known: no title, no link, the plain text.
    expect(one).toEqual({ text: 'My race photo', files: [{ name: name(1), ...order.files[0]! }], outcome: 'shared' });
    expect(all!.files).toEqual(order.files.map((f, i) => ({ name: name(i + 1), ...f })));
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone that cannot share files', () => {
  test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

  test('the page says why and offers each photo link and the archive, never a button that fails; nothing scrolls sideways at 320 px', async ({
    page,
    errors,
  }) => {
    const order = await paidOrder(2);
    await recordShares(page, { files: false });
    await openAfterBibSearch(page, order);
    const view = page.locator('racelens-order-status');

    await expect(view.getByText(/^This browser cannot hand photos to other apps/)).toBeVisible();
    await expect(view.getByRole('button', { name: 'Save to Photos' })).toHaveCount(0);
    for (const [i, item] of order.items.entries()) {
      await expect(view.getByRole('link', { name: `Photo ${i + 1}: ${item.product.title}` })).toHaveAttribute('href', item.downloadUrl);
    }
    await expect(view.getByRole('button', { name: 'Prepare an archive of the order' })).toBeVisible();
    // One photo is still shared as a link (the event's photos), since links can be shared here.
    await view.getByRole('button', { name: `Share item 1: ${order.items[0]!.product.title}` }).click();
    await expect.poll(async () => (await shares(page)).length).toBe(1);
    expect((await shares(page))[0]).toMatchObject({ title: order.eventName, files: [], outcome: 'shared' });

    await expectNoA11yViolations(page, 'racelens-order-status');
    await expectReflow(page, 'paid order without file sharing', [320]);
    expect(errors).toEqual([]);
  });
});
