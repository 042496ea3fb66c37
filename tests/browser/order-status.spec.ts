/**
 * The order-paid screen (PRODUCT.md §routes-order-paid, PRODUCT.md §states-payment): the pay page
 * returns to the shop's /order/{id}, which checks, then shows paid with every download, or declined
 * with a retry that works.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { addFault, CARDS, clearFaults, createPayment, getOrder, orderPage, placeOrder, purchasesIn, submitPayPage } from './order-sandbox';
import { urls } from './urls';

const widget = (page: Page) => page.locator('racelens-order-status');

async function payInBrowser(page: Page, payUrl: string, card: string) {
  await page.goto(payUrl);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay/ }).click();
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, bytes: await readFile((await download.path())!) };
}

/** File names in a ZIP's central directory (enough to check what the archive holds). */
function zipEntries(zip: Buffer): string[] {
  const names: string[] = [];
  for (let i = zip.indexOf('PK\x01\x02'); i >= 0; i = zip.indexOf('PK\x01\x02', i + 46)) {
    const length = zip.readUInt16LE(i + 28);
    names.push(zip.subarray(i + 46, i + 46 + length).toString('utf8'));
  }
  return names;
}

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  return rows;
}

const pendingOrders = (page: Page) => page.evaluate(() => localStorage.getItem('pendingOrders'));
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

test.afterEach(clearFaults);
// The provider's pay page (the sandbox) has no favicon; its 404 is not the shop's error.
test.beforeEach(({ page }) => page.route(`${urls.api}/favicon.ico`, (route) => route.fulfill({ status: 204 })));

test('paid: every download works, the order leaves the pending list, purchase is pushed once', async ({ page, errors }) => {
  const { orderId, invoiceId } = await placeOrder({ photos: 3 });
  const order = await getOrder(orderId);
  // The visitor came from the checkout, which remembered the order as pending.
  await page.goto(`${urls.shop}/`);
  await page.evaluate((id) => localStorage.setItem('pendingOrders', JSON.stringify(['other-order', id])), orderId);

  await payInBrowser(page, await createPayment(invoiceId, orderId), CARDS.approve);
  await expect(page).toHaveURL(orderPage(orderId));
  const view = widget(page);
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  await expect(view.getByText(`We have also sent the links to buyer@example.com.`)).toBeVisible();
  await expect(view.getByText('If no e-mail with photos arrives within one hour after payment, contact support')).toBeVisible();
  await expect(view.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
  expect(await pendingOrders(page)).toBe(JSON.stringify(['other-order']));
  expect(purchasesIn(await dataLayer(page))).toHaveLength(1);
  await expectNoA11yViolations(page, 'racelens-order-status');

  // One photo: its own file, fetched without cache and saved under its name.
  const items = (await (await fetch(`${urls.api}/public/order-service/api/v1/orders/${orderId}/items`)).json()).items;
  const one = await downloaded(page, () => view.getByRole('button', { name: `Download item 1: ${items[0].product.title}` }).click());
  expect(one.download.suggestedFilename()).toBe(`${items[0].orderItemId}.svg`);
  expect(one.bytes.toString('utf8')).toContain('<svg');

  // All photos: one download per item.
  const all: Download[] = [];
  page.on('download', (d) => all.push(d));
  await view.getByRole('button', { name: 'Download all photos' }).click();
  await expect(view.getByText('All files are downloaded')).toBeVisible();
  expect(all.map((d) => d.suggestedFilename()).sort()).toEqual(items.map((i: { orderItemId: string }) => `${i.orderItemId}.svg`).sort());
  page.removeAllListeners('download');

  // The CSV spreadsheet: a header and one row per item, with the order's prices and links.
  const csv = await downloaded(page, () => view.getByRole('button', { name: 'Download the CSV spreadsheet' }).click());
  expect(csv.download.suggestedFilename()).toBe(`order-${order.number}.csv`);
  const rows = parseCsv(csv.bytes.toString('utf8').replace(/^\ufeff/, ''));
  expect(rows[0]).toEqual(['Order number', 'Item', 'Product type', 'Price', 'Currency', 'Download link']);
  expect(rows.slice(1)).toEqual(
    items.map((i: { product: { title: string }; totalPrice: number; downloadUrl: string }) => [
      order.number,
      i.product.title,
      'Photo',
      i.totalPrice.toFixed(2),
      'EUR',
      i.downloadUrl,
    ]),
  );

  // The archive: requested, built with visible progress, then a ZIP of the order's photos.
  await view.getByRole('button', { name: 'Prepare an archive of the order' }).click();
  await expect(view.getByRole('progressbar')).toBeVisible();
  const link = view.getByRole('link', { name: 'Download the archive' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const zip = await downloaded(page, () => link.click());
  expect(zip.bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  const entries = zipEntries(zip.bytes);
  expect(entries.some((name) => name.endsWith('/order.csv'))).toBe(true);
  const photos = entries.filter((name) => name.endsWith('.svg'));
  expect(photos).toHaveLength(3);
  for (const item of items) expect(photos.some((name) => name.endsWith(`/photo-${item.photoId}.svg`))).toBe(true);
  await expectNoA11yViolations(page, 'racelens-order-status');

  // A reload shows the paid order again without counting the purchase twice.
  await page.reload();
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  expect(purchasesIn(await dataLayer(page))).toHaveLength(0);
  expect(errors).toEqual([]);
});

test('declined: the product texts, then a retry with the same method pays the order', async ({ page }) => {
  const { orderId, invoiceId } = await placeOrder();
  await payInBrowser(page, await createPayment(invoiceId, orderId), CARDS.decline);
  await expect(page).toHaveURL(orderPage(orderId));
  const view = widget(page);
  await expect(view.getByText('Unable to pay the order')).toBeVisible({ timeout: 15_000 });
  await expect(view.getByText('Something went wrong...')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Change the payment method' })).toBeVisible();
  await expect(view.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', `${urls.shop}/contacts`);
  await expectNoA11yViolations(page, 'racelens-order-status');

  await view.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByLabel('Card number').fill(CARDS.approve);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(orderPage(orderId));
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  expect((await getOrder(orderId)).state).toBe('Completed');
});

test('declined: change of the payment method asks a business card for its company, then pays', async ({ page }) => {
  const { orderId, invoiceId } = await placeOrder();
  await payInBrowser(page, await createPayment(invoiceId, orderId), CARDS.decline);
  const view = widget(page);
  await view.getByRole('button', { name: 'Change the payment method' }).click({ timeout: 15_000 });
  await view.getByRole('radio', { name: 'Business card' }).check();
  await expect(view.getByRole('radio', { name: /Card of a Russian bank/ })).toBeDisabled();
  await view.getByRole('button', { name: 'Pay with this method' }).click();
  await expect(view.getByText('Enter the company name')).toBeVisible();
  await expect(view.getByText('Enter the VAT number')).toBeVisible();
  await expectNoA11yViolations(page, 'racelens-order-status');
  await expect(view.getByText('Required field')).toBeVisible();
  await view.getByLabel('Company name').fill('Runners Ltd');
  await view.getByLabel('VAT number').fill('LV40003000000');
  await view.getByRole('checkbox', { name: 'I am paying for a company' }).check();
  await view.getByRole('button', { name: 'Pay with this method' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByLabel('Card number').fill(CARDS.approve);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
});

test('checking survives a reload and turns to paid when the provider answers', async ({ page }) => {
  const { orderId, invoiceId } = await placeOrder();
  const payUrl = await createPayment(invoiceId, orderId);
  // Back on the order page before the provider has decided.
  await page.goto(orderPage(orderId));
  const view = widget(page);
  await expect(view.getByText('Checking the payment…')).toBeVisible();
  await expect(view.getByText('Do not close the page')).toBeVisible();
  await expectNoA11yViolations(page, 'racelens-order-status');

  await page.reload();
  await expect(view.getByText('Do not close the page')).toBeVisible();
  await submitPayPage(payUrl, CARDS.approve);
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  // "Paid" shows as soon as the payment is; the purchase is reported once the order itself has
  // been read again as Completed, a request later.
  await expect.poll(async () => purchasesIn(await dataLayer(page))).toHaveLength(1);
  await page.reload();
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  expect(purchasesIn(await dataLayer(page))).toHaveLength(0);
});

test('a slow answer keeps the checking state; polling stops when the widget leaves', async ({ page }) => {
  const { orderId } = await placeOrder();
  await addFault({ match: `GET ^/public/order-service/api/v1/orders/${orderId}$`, latencyMs: 1500, times: 1 });
  // The widget's calls for the order, counted in the page as they start and as they end.
  await page.addInitScript((id) => {
    const w = window as unknown as { orderCalls: { started: number; open: number } };
    const calls = (w.orderCalls = { started: 0, open: 0 });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes(`/orders/${id}`)) return fetch(input, init);
      calls.started++;
      calls.open++;
      return fetch(input, init).finally(() => calls.open--);
    };
  }, orderId);
  const calls = () => page.evaluate(() => (window as unknown as { orderCalls: { started: number; open: number } }).orderCalls);
  await page.clock.install();
  await page.goto(orderPage(orderId));
  await expect(widget(page).getByText('Do not close the page')).toBeVisible();
  await expect.poll(async () => (await calls()).started, { timeout: 10_000 }).toBeGreaterThan(1);
  const seen = await page.evaluate(() => {
    document.querySelector('racelens-order-status')!.remove();
    return (window as unknown as { orderCalls: { started: number } }).orderCalls.started;
  });
  // A minute of the page's time, the clock stopped between the steps: any poll still scheduled
  // fires, and a call still open can schedule no later one unseen. One call may already be
  // on its way when the widget leaves.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  for (let step = 0; step < 6; step++) {
    await expect.poll(async () => (await calls()).open).toBe(0);
    await page.clock.runFor(10_000);
  }
  await expect.poll(async () => (await calls()).open).toBe(0);
  expect((await calls()).started).toBeLessThanOrEqual(seen + 1);
});

test('a load that does not answer 200 shows an error with a retry, not a spinner', async ({ page, errors }) => {
  const { orderId, invoiceId } = await placeOrder();
  // A payment on its way, so that once loaded the page checks it.
  await createPayment(invoiceId, orderId);
  await addFault({ match: `GET ^/public/order-service/api/v1/orders/${orderId}$`, status: 500, times: 3 });
  await page.goto(orderPage(orderId));
  const view = widget(page);
  await expect(view.getByText('The order could not be loaded. Try again later.')).toBeVisible();
  await expect(view.getByText('Checking the payment…')).toHaveCount(0);
  await expectNoA11yViolations(page, 'racelens-order-status');
  await view.getByRole('button', { name: 'Try again' }).click();
  await expect(view.getByText('Checking the payment…')).toBeVisible();
  // The one 500 the fault answered is the browser's own console line, not the page's error.
  errors.splice(0, errors.length, ...errors.filter((e) => !/status of 500/.test(e)));
});

test('the paid pre-order page shows the pre-order from its details', async ({ page }) => {
  await page.goto(`${urls.shop}/preorder/9001`);
  const view = widget(page);
  await expect(view.getByRole('heading', { name: 'Pre-order PO-9001' })).toBeVisible();
  await expect(view.getByText('Your pre-order is paid. We will send the photos to runner@example.com as soon as they are ready.')).toBeVisible();
  await expect(view.getByText('All my photos (pre-order)')).toBeVisible();
  await expect(view.getByText('€24.90')).toBeVisible();
  await expectNoA11yViolations(page, 'racelens-order-status');

  await page.goto(`${urls.shop}/preorder/9002`);
  await expect(view.getByText('This pre-order is awaiting payment.')).toBeVisible();
});

test('embedded on an organizer page: racelens:paid carries the order, links lead to the shop', async ({ page, errors }) => {
  const { orderId, invoiceId } = await placeOrder();
  await submitPayPage(await createPayment(invoiceId, orderId), CARDS.approve);
  const order = await getOrder(orderId);
  await page.goto(`${urls.examples}/order-status/?order=${encodeURIComponent(orderId)}`);
  const view = widget(page);
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#events li').first()).toHaveText(`racelens:paid ${JSON.stringify({ orderId, totalAmount: order.totalAmount, currencyId: 978 })}`);
  await expect(page.locator('#events li')).toHaveCount(1);
  await expect(view.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', `${urls.shop}/contacts`);
  await expectNoA11yViolations(page, 'racelens-order-status');
  expect(errors).toEqual([]);
});

test('paid: the items stay where they are while their share and finisher card buttons arrive', async ({ page, errors }) => {
  const { orderId, invoiceId } = await placeOrder({ photos: 2 });
  await submitPayPage(await createPayment(invoiceId, orderId), CARDS.approve);
  // The buttons' code (and its texts) held back: the page as it is while it is on its way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(chunks\/(CardButton|ShareItem)-[\w-]+|i18n\/share-[a-z]{2}-[\w-]+)\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(orderPage(orderId));
  const view = widget(page);
  await expect(view.getByText('Thank you! The order is paid')).toBeVisible({ timeout: 15_000 });
  const second = view.getByRole('listitem').nth(1);
  const before = (await second.boundingBox())!.y;
  release();
  await expect(view.getByRole('button', { name: /^Make a finisher card of item 2: / })).toBeVisible();
  expect((await second.boundingBox())!.y).toBe(before);
  expect(errors).toEqual([]);
});
