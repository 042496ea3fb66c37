/**
 * The finisher card on a paid order (PRODUCT.md §routes-order-card): both formats made on the
 * device, previewed, and handed over with their real pixel sizes: to the share sheet on a phone
 * that shares files (a recorder stands in for it, as in save-to-photos.spec.ts, and keeps each
 * file's decoded size), as a download on a laptop that cannot. The story's QR code is read back
 * and leads to the event's search; the finish time typed is kept on the device.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { CARDS, createPayment, getOrder, orderPage, placeOrder, submitPayPage } from './order-sandbox';
import { urls } from './urls';

interface SharedCard {
  name: string;
  type: string;
  width: number;
  height: number;
}

/** The share sheet: records each file with the size it decodes to, and keeps the files for a closer look. */
async function recordShares(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cards: SharedCard[]; cardFiles: File[] };
    w.cards = [];
    w.cardFiles = [];
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data?: ShareData) => !!data });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        if (!navigator.userActivation.isActive) throw new DOMException('A share needs a tap', 'NotAllowedError');
        for (const file of data.files ?? []) {
          const bitmap = await createImageBitmap(file);
          w.cards.push({ name: file.name, type: file.type, width: bitmap.width, height: bitmap.height });
          w.cardFiles.push(file);
        }
      },
    });
  });
}

/** A JPEG's pixel size, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  for (let at = 2; at < bytes.length; ) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no start of frame');
}

const BIB = '1234';

/** A paid order of one photo of event 101, opened after a bib search on this browser. */
async function openPaidOrder(page: Page) {
  const placed = await placeOrder({ photos: 1 });
  await submitPayPage(await createPayment(placed.invoiceId, placed.orderId), CARDS.approve);
  expect((await getOrder(placed.orderId)).state).toBe('Completed');
  await page.goto(`${urls.shop}/`);
  await page.evaluate((search) => localStorage.setItem('racelensRecentSearches', JSON.stringify([search])), {
    eventId: '101',
    eventName: 'Riga City Run',
    number: BIB,
    when: new Date().toISOString(),
  });
  await page.goto(orderPage(placed.orderId));
  const view = page.locator('racelens-order-status');
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  return view;
}

test.beforeEach(({ page }) => page.route(`${urls.api}/favicon.ico`, (route) => route.fulfill({ status: 204 })));

test('on a phone: both cards made, previewed and shared at 1080×1920 and 1080×1080; the QR code leads to the search; the time is kept', async ({
  page,
  errors,
}) => {
  test.setTimeout(45_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await recordShares(page);
  const view = await openPaidOrder(page);
  await view.getByRole('button', { name: /^Make a finisher card of item 1: / }).click();
  const dialog = view.getByRole('dialog', { name: 'Your finisher card' });
  await expect(dialog.getByRole('textbox', { name: 'Bib number' })).toHaveValue(BIB);
  await dialog.getByRole('textbox', { name: 'Finish time (optional)' }).fill('1:45:12');
  await dialog.getByRole('button', { name: 'Make the cards' }).click();

  for (const [name, height] of [
    ['Story format', 1920],
    ['Square format', 1080],
  ] as const) {
    const preview = dialog.getByRole('img', { name: `Preview of the card: ${name}` });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1080, height]);
  }
  await expectNoA11yViolations(page, 'racelens-order-status');
  await dialog.getByRole('button', { name: 'Share: Story format' }).click();
  await dialog.getByRole('button', { name: 'Share: Square format' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { cards: SharedCard[] }).cards.length)).toBe(2);
  const shared = await page.evaluate(() => (window as unknown as { cards: SharedCard[] }).cards);
  expect(shared).toEqual([
    { name: expect.stringMatching(/^finisher-riga-city-run-\d{4}-1234-story\.jpg$/), type: 'image/jpeg', width: 1080, height: 1920 },
    { name: expect.stringMatching(/^finisher-riga-city-run-\d{4}-1234-square\.jpg$/), type: 'image/jpeg', width: 1080, height: 1080 },
  ]);

  // The story's QR code (bottom right, on white) is the event's search link.
  const region = await page.evaluate(async () => {
    const bitmap = await createImageBitmap((window as unknown as { cardFiles: File[] }).cardFiles[0]!);
    const canvas = new OffscreenCanvas(420, 420);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 1080 - 420, 1920 - 420, 420, 420, 0, 0, 420, 420);
    return Array.from(context.getImageData(0, 0, 420, 420).data);
  });
  const code = jsQR(Uint8ClampedArray.from(region), 420, 420);
  expect(code?.data).toBe(`${urls.shop}/search?event=101`);

  // Closed: the focus is back on the button. On the next visit the time typed is still there (kept on this device).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(view.getByRole('button', { name: /^Make a finisher card of item 1: / })).toBeFocused();
  await page.reload();
  await view.getByRole('button', { name: /^Make a finisher card of item 1: / }).click({ timeout: 15_000 });
  await expect(dialog.getByRole('textbox', { name: 'Finish time (optional)' })).toHaveValue('1:45:12');
  expect(errors).toEqual([]);
});

test('on a laptop that cannot share files: each card is a download of its real size', async ({ page, errors }) => {
  const view = await openPaidOrder(page);
  await view.getByRole('button', { name: /^Make a finisher card of item 1: / }).click();
  const dialog = view.getByRole('dialog', { name: 'Your finisher card' });
  await dialog.getByRole('button', { name: 'Make the cards' }).click();
  for (const [format, name, height] of [
    ['story', 'Story format', 1920],
    ['square', 'Square format', 1080],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: `Download: ${name}` }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^finisher-riga-city-run-\\d{4}-1234-${format}\\.jpg$`));
    expect(jpegSize(await readFile(await download.path()))).toEqual({ width: 1080, height });
  }
  expect(errors).toEqual([]);
});
