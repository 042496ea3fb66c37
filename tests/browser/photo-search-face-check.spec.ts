/**
 * The selfie's face check on the device (docs/ARCHITECTURE.md §face-check), with the real detector
 * on real photos: no face and several faces are answered before any upload (the sandbox's request
 * log counts them), a face is picked from a group by tap and by keyboard, and what leaves is the
 * face's crop. The photos are others' (../shared/fixtures/faces, never copied here): without
 * that folder these tests say so and skip.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';
import { cropAround } from '../../widgets/photo-search/face/check/face-crop';
import { fitScale } from '../../widgets/photo-search/face/prepare-selfie';
import { expect, expectNoA11yViolations, test } from './fixtures';
import {
  deviceCheckReady,
  dragFiles,
  draggedFile,
  logMark,
  openFace,
  pick,
  recordUploads,
  requests,
  texts,
  uploadedJpeg,
  widget,
} from './photo-search-support';
import { urls } from './urls';

const facesDir = resolve(import.meta.dirname, '../../../shared/fixtures/faces');
const en = texts('en');

test.skip(!existsSync(facesDir), `no face photos at ${facesDir} (the shared fixtures): the device's face check is not tested`);

const uploadsSince = async (mark: number) => (await requests('POST', '/selfies', mark)).length;

/** A face button's box as fractions of the photo, read from its position. */
async function boxOf(button: Locator) {
  const style = await button.evaluate((el: HTMLElement) => ({ x: el.style.left, y: el.style.top, width: el.style.width, height: el.style.height }));
  const fraction = (v: string) => Number.parseFloat(v) / 100;
  return { x: fraction(style.x), y: fraction(style.y), width: fraction(style.width), height: fraction(style.height), score: 1 };
}

test('no face: the advice at once and nothing uploaded, then "use this photo anyway" sends it to the platform', async ({ page }) => {
  const search = await openFace(page);
  await deviceCheckReady(search);
  const mark = await logMark();
  const uploads = await recordUploads(page);
  const file = resolve(facesDir, 'none/aliflux_shoe.jpg');
  await pick(page, file);
  const alert = search.getByRole('alert');
  await expect(alert).toContainText(en['capture.noFace']!);
  await expect(alert).toContainText(en['capture.noFaceHint']!);
  expect(await uploadsSince(mark)).toBe(0);
  await expect(search.getByRole('button', { name: en['selfie.start'] })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await search.getByRole('button', { name: en['selfie.useAnyway'] }).click();
  await search.getByRole('button', { name: en['selfie.start'] }).click();
  await expect.poll(() => uploads.length).toBe(1);
  // The whole photo, as before the device check.
  const sent = uploadedJpeg(uploads[0]!);
  const whole = uploadedJpeg(readFileSync(file));
  expect([sent.width, sent.height]).toEqual([whole.width, whole.height]);
});

test('several faces: nothing uploaded until the participant taps their face, then only that face leaves', async ({ page }) => {
  const search = await openFace(page);
  await deviceCheckReady(search);
  const mark = await logMark();
  const uploads = await recordUploads(page);
  // A 3913 × 1901 photo of three people.
  await pick(page, resolve(facesDir, 'several/cleardusk_emma.jpg'));
  await expect(search.getByRole('alert')).toContainText(en['capture.severalFaces']!);
  await expect(search.getByRole('alert')).toContainText(en['selfie.pickYourFace']!);
  const faces = search.getByRole('button', { name: /^Face \d of \d$/ });
  await expect(faces).toHaveCount(3);
  await expect(faces.nth(0)).toHaveAccessibleName('Face 1 of 3');
  expect(await uploadsSince(mark)).toBe(0);
  await expectNoA11yViolations(page);

  const chosen = faces.nth(1);
  const face = await boxOf(chosen);
  await chosen.click();
  await expect(search.getByRole('img', { name: en['selfie.previewAlt'] })).toBeVisible();
  await expect(faces).toHaveCount(0);
  expect(await uploadsSince(mark)).toBe(0);
  await search.getByRole('button', { name: en['selfie.start'] }).click();
  await expect.poll(() => uploads.length).toBe(1);
  const sent = uploadedJpeg(uploads[0]!);
  const crop = cropAround(face, 3913, 1901);
  const scale = fitScale(crop.width, crop.height);
  // The face and its margin, not the 2:1 group (±2 px for the percentages' rounding).
  expect(Math.abs(sent.width - crop.width * scale)).toBeLessThanOrEqual(2);
  expect(Math.abs(sent.height - crop.height * scale)).toBeLessThanOrEqual(2);
  expect(sent.width / sent.height).toBeLessThan(1.5);
});

test('several faces by keyboard: Tab to a face, Enter picks it', async ({ page }) => {
  const search = await openFace(page);
  await deviceCheckReady(search);
  await pick(page, resolve(facesDir, 'several/cleardusk_emma.jpg'));
  const faces = search.getByRole('button', { name: /^Face \d of \d$/ });
  await expect(faces).toHaveCount(3);
  await faces.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(faces.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(search.getByRole('img', { name: en['selfie.previewAlt'] })).toBeVisible();
  await expect(search.getByRole('button', { name: en['selfie.start'] })).toBeVisible();
});

test('one face: no question asked, and the upload is the face with its margin', async ({ page }) => {
  const search = await openFace(page);
  await deviceCheckReady(search);
  const uploads = await recordUploads(page);
  // 1280 × 1920, one man's face filling a good part of it.
  const file = resolve(facesDir, 'one/yakhyo_src_man3.jpg');
  await pick(page, file);
  await expect(search.getByRole('img', { name: en['selfie.previewAlt'] })).toBeVisible();
  await expect(search.getByRole('alert')).toHaveCount(0);
  await search.getByRole('button', { name: en['selfie.start'] }).click();
  await expect.poll(() => uploads.length).toBe(1);
  const sent = uploadedJpeg(uploads[0]!);
  const whole = uploadedJpeg(readFileSync(file));
  // Not the whole photo (which would leave as 1067 × 1600): its lower part, below the chin's margin, stays behind.
  expect(sent.height).toBeLessThan(whole.height * 0.8);
  expect(sent.width).toBeGreaterThanOrEqual(480);
});

/** On a strict-CSP page: a group photo is answered with its three faces before any upload, on `backend`. */
async function groupAnsweredOnStrictCsp(page: Page, pageUrl: string, backend: 'wasm' | 'cpu'): Promise<void> {
  await page.goto(pageUrl);
  const search = widget(page);
  await search.getByRole('tab', { name: en['search.byFace'] }).click();
  await search.getByRole('checkbox', { name: en['selfie.consent'] }).check();
  await deviceCheckReady(search, backend);
  const mark = await logMark();
  await pick(page, resolve(facesDir, 'several/cleardusk_emma.jpg'));
  await expect(search.getByRole('alert')).toContainText(en['capture.severalFaces']!);
  await expect(search.getByRole('button', { name: /^Face \d of \d$/ })).toHaveCount(3);
  expect(await uploadsSince(mark)).toBe(0);
}

test('under the strict CSP example (connect-src with the CDN, no eval, WebAssembly allowed): the check answers before any upload', async ({ page, errors }) => {
  await groupAnsweredOnStrictCsp(page, `${urls.examples}/strict-csp/`, 'wasm');
  expect(errors).toEqual([]);
});

/**
 * The examples server seen through a proxy on an origin of its own that takes 'wasm-unsafe-eval'
 * out of every policy: the strict-CSP example as an organizer might send it. (A page fulfilled by
 * Playwright's router would count as a public page, and Chromium would then block the local CDN.)
 */
async function withoutWasmPolicy(upstream: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    fetch(upstream + (req.url ?? '/'))
      .then(async (answer) => {
        const headers = Object.fromEntries(answer.headers);
        // fetch has already decoded the body.
        delete headers['content-encoding'];
        delete headers['content-length'];
        if (headers['content-security-policy']) headers['content-security-policy'] = headers['content-security-policy'].replaceAll(" 'wasm-unsafe-eval'", '');
        res.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

// Alone on the machine (playwright.config.ts): the JavaScript backend takes much of the check's
// 3 s for a group photo, so a busy second worker could push the answer past it.
test("where the page's CSP refuses WebAssembly, the detector runs in plain JavaScript and still answers before any upload", { tag: '@alone' }, async ({
  page,
  errors,
}) => {
  const proxy = await withoutWasmPolicy(urls.examples);
  try {
    const policies: string[] = [];
    page.on('response', (response) => void (response.url().endsWith('/strict-csp/') && policies.push(response.headers()['content-security-policy'] ?? '')));
    await page.addInitScript(() => {
      const refused: string[] = [];
      Object.assign(window, { refused });
      document.addEventListener('securitypolicyviolation', (event) => refused.push(event.blockedURI));
    });
    await groupAnsweredOnStrictCsp(page, `${proxy.url}/strict-csp/`, 'cpu');
    expect(policies).toHaveLength(1);
    expect(policies[0]).toContain(`script-src ${urls.cdn}`);
    expect(policies[0]).not.toContain('wasm-unsafe-eval');
    // The browser did refuse the WebAssembly (and nothing else), and no error reached the page.
    // (tfjs tries more than one way to compile it, each refused.)
    expect(new Set(await page.evaluate(() => (window as unknown as { refused: string[] }).refused))).toEqual(new Set(['wasm-eval']));
    expect(errors).toEqual([]);
  } finally {
    await proxy.close();
  }
});

test.describe('where the device cannot check in time, the search goes on as before, without a word about it', () => {
  const group = resolve(facesDir, 'several/cleardusk_emma.jpg');

  /** The group photo is taken as it is: shown, no message, and the whole of it uploaded on "Find my photos". */
  async function takenWhole(page: Page, search: Locator): Promise<void> {
    const uploads = await recordUploads(page);
    await pick(page, group);
    await expect(search.getByRole('img', { name: en['selfie.previewAlt'] })).toBeVisible({ timeout: 10_000 });
    await expect(search.getByRole('alert')).toHaveCount(0);
    await expect(search.getByRole('button', { name: /^Face \d of \d$/ })).toHaveCount(0);
    await search.getByRole('button', { name: en['selfie.start'] }).click();
    await expect.poll(() => uploads.length).toBe(1);
    expect(uploadedJpeg(uploads[0]!)).toMatchObject({ width: 1600, height: 777 });
  }

  test('a detector that has not started 3 s after the photo is picked (its model held back)', async ({ page, errors }) => {
    const held: Route[] = [];
    await page.route(/\/assets\/blazeface-[\w-]+\.bin$/, (route) => void held.push(route));
    const search = await openFace(page);
    await expect.poll(() => held.length).toBe(1);
    await takenWhole(page, search);
    await expect(search.locator('[data-face-check]')).toHaveCount(0);
    await Promise.all(held.map((route) => route.abort()));
    expect(errors).toEqual([]);
  });

  test('a phone with too little memory (navigator.deviceMemory 0.5): the detector is not even fetched', async ({ page, errors }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 0.5 }));
    const fetched: string[] = [];
    page.on('request', (request) => void (/\/chunks\/face-detector-|\/assets\/blazeface-|\.wasm$/.test(request.url()) && fetched.push(request.url())));
    const search = await openFace(page);
    await takenWhole(page, search);
    expect(fetched).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('a photo dragged from the desktop onto the photo area', () => {
  // The photo area's file button: "Upload a photo", or "Choose another photo" once one is chosen.
  const uploadButton = (search: Locator) => search.getByRole('button', { name: new RegExp(`^(${en['selfie.uploadPhoto']}|${en['selfie.changePhoto']})$`) });

  test('the area says it takes the photo, and a photo with no face is answered before any upload', async ({ page }) => {
    const search = await openFace(page);
    await deviceCheckReady(search);
    await expect(search.getByText(en['selfie.dropHint']!)).toBeVisible();
    const mark = await logMark();
    const shoe = draggedFile(resolve(facesDir, 'none/aliflux_shoe.jpg'), 'image/jpeg');

    const hint = search.getByText(en['selfie.dropHint']!);
    const idle = await hint.evaluate((el) => getComputedStyle(el.parentElement!).borderTopColor);
    expect(await dragFiles(uploadButton(search), [shoe], { drop: false })).toBe(true);
    const release = search.getByText(en['selfie.dropRelease']!);
    await expect(release).toBeVisible();
    // The theme's primary colour (the primary button's) outlines the area while a file is over it.
    const primary = await search.getByRole('button', { name: en['selfie.takeSelfie'] }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await release.evaluate((el) => getComputedStyle(el.parentElement!).borderTopColor)).toBe(primary);
    expect(primary).not.toBe(idle);
    await expectNoA11yViolations(page);

    // Taken by the page (the browser does not open the photo), then checked as a picked one is.
    expect(await dragFiles(uploadButton(search), [shoe])).toBe(true);
    await expect(search.getByText(en['selfie.dropHint']!)).toBeVisible();
    const alert = search.getByRole('alert');
    await expect(alert).toContainText(en['capture.noFace']!);
    await expect(alert).toContainText(en['capture.noFaceHint']!);
    await expect(search.getByRole('button', { name: en['selfie.useAnyway'] })).toBeVisible();
    expect(await uploadsSince(mark)).toBe(0);
  });

  test('a photo with one face: the face with its margin is what the search uploads', async ({ page }) => {
    const search = await openFace(page);
    await deviceCheckReady(search);
    const uploads = await recordUploads(page);
    const file = resolve(facesDir, 'one/yakhyo_src_man3.jpg');
    expect(await dragFiles(uploadButton(search), [draggedFile(file, 'image/jpeg')])).toBe(true);
    await expect(search.getByRole('img', { name: en['selfie.previewAlt'] })).toBeVisible();
    await expect(search.getByRole('alert')).toHaveCount(0);
    await search.getByRole('button', { name: en['selfie.start'] }).click();
    await expect.poll(() => uploads.length).toBe(1);
    const sent = uploadedJpeg(uploads[0]!);
    expect(sent.name).toBe('face.jpg');
    expect(sent.height).toBeLessThan(uploadedJpeg(readFileSync(file)).height * 0.8);
  });

  test('a PDF, a text file or several photos get a message and nothing is uploaded; a photo dropped next is taken', async ({ page }) => {
    const search = await openFace(page);
    await deviceCheckReady(search);
    const mark = await logMark();
    const pdf = { name: 'results.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') };
    const text = { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('my bib is 1234') };
    const man = draggedFile(resolve(facesDir, 'one/yakhyo_src_man3.jpg'), 'image/jpeg');
    const shoe = draggedFile(resolve(facesDir, 'none/aliflux_shoe.jpg'), 'image/jpeg');
    const preview = search.getByRole('img', { name: en['selfie.previewAlt'] });

    expect(await dragFiles(uploadButton(search), [pdf])).toBe(true);
    await expect(search.getByRole('alert')).toHaveText(en['selfie.notAnImage']!);
    // A photo in between, so the next message is shown anew.
    expect(await dragFiles(uploadButton(search), [man])).toBe(true);
    await expect(preview).toBeVisible();
    await expect(search.getByRole('alert')).toHaveCount(0);
    expect(await dragFiles(uploadButton(search), [text])).toBe(true);
    await expect(search.getByRole('alert')).toHaveText(en['selfie.notAnImage']!);
    await expect(preview).toHaveCount(0);

    expect(await dragFiles(uploadButton(search), [man, shoe])).toBe(true);
    const alert = search.getByRole('alert');
    await expect(alert).toContainText(en['selfie.oneFileOnly']!);
    await expect(alert).toContainText(en['selfie.oneFileOnlyHint']!);
    await expect(preview).toHaveCount(0);
    expect(await uploadsSince(mark)).toBe(0);

    expect(await dragFiles(uploadButton(search), [man])).toBe(true);
    await expect(preview).toBeVisible();
    await expect(search.getByRole('alert')).toHaveCount(0);
  });

  test('without consent a dropped photo is not read: the consent is asked for, as the file button does', async ({ page }) => {
    await page.goto(`${urls.shop}/search?event=101`);
    const search = widget(page);
    await search.getByRole('tab', { name: en['search.byFace'] }).click();
    const man = draggedFile(resolve(facesDir, 'one/yakhyo_src_man3.jpg'), 'image/jpeg');
    expect(await dragFiles(uploadButton(search), [man])).toBe(true);
    await expect(search.getByText(en['selfie.consentRequired']!)).toBeVisible();
    await expect(search.getByRole('checkbox', { name: en['selfie.consent'] })).toBeFocused();
    await expect(search.getByText(en['selfie.preparing']!)).toHaveCount(0);
    await expect(search.getByRole('img', { name: en['selfie.previewAlt'] })).toHaveCount(0);
  });
});
