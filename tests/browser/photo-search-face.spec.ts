/**
 * Face search (PRODUCT.md §routes-search-face, PRODUCT.md §validation-selfie,
 * PRODUCT.md §errors-capture, PRODUCT.md §constants-timing) against the sandbox: consent, upload
 * and camera, the checks made on the device, the photo turned upright and downscaled before it
 * leaves (the uploaded JPEG is read back from the request), progress and cancel, and every outcome.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FileChooser, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import {
  addFault,
  clearFaults,
  logMark,
  openFace,
  pick,
  recordUploads,
  requests,
  texts,
  uploadedJpeg,
  useLanguage,
  widget,
  withoutDeviceCheck,
} from './photo-search-support';
import { urls } from './urls';

const repoRoot = resolve(import.meta.dirname, '../..');
// Photos made by others (not ours to redistribute): read from the shared fixtures folder beside
// the repository, as CI has it; a clone without it skips the test that needs them.
const orientationDir = resolve(repoRoot, '../shared/fixtures/exif-orientation');
const selfiesDir = resolve(repoRoot, 'examples/sandbox/demo-selfies');
const en = texts('en');
const de = texts('de');

// The platform's own check and the photo's preparation, with the device's face check left out
// (photo-search-face-check.spec.ts tests that one): the flow it falls back to.
test.beforeEach(async ({ page }) => {
  await withoutDeviceCheck(page);
});

test.afterEach(async () => {
  await clearFaults();
});

/** Answers the selfie upload itself (no recognition) and hands back what was sent. */
async function captureUploads(page: Page): Promise<Buffer[]> {
  const bodies: Buffer[] = [];
  await page.route(/\/recognition-service\/api\/v1\/selfies\?/, async (route) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    bodies.push(route.request().postDataBuffer()!);
    return route.fulfill({ status: 503, json: { code: 'SandboxFault' }, headers: cors });
  });
  return bodies;
}

test('upload: consent first, the photo checked and prepared, then the runner’s photos', async ({ page, errors }) => {
  void errors;
  await page.goto(`${urls.shop}/search?event=101`);
  const search = widget(page);
  await search.getByRole('tab', { name: en['search.byFace'] }).click();
  await expect(search.getByText(en['selfie.intro']!)).toBeVisible();
  // No consent: nothing opens, the checkbox says why.
  await search.getByRole('button', { name: en['selfie.uploadPhoto'] }).click();
  const consent = search.getByRole('checkbox', { name: en['selfie.consent'] });
  await expect(consent).toBeFocused();
  await expect(search.getByText(en['selfie.consentRequired']!)).toBeVisible();
  await expectNoA11yViolations(page);
  await consent.check();

  const uploads = await recordUploads(page);
  await pick(page, resolve(selfiesDir, 'face.jpg'));
  await expect(search.getByRole('img', { name: en['selfie.previewAlt'] })).toBeVisible();
  await search.getByRole('button', { name: en['selfie.start'] }).click();
  await expect(search.getByRole('region', { name: en['search.resultsTitle'] }).getByRole('img').first()).toBeVisible({ timeout: 15_000 });
  await expect(search.getByRole('heading', { name: en['search.resultsTitle'], exact: true })).toBeVisible();
  const sent = uploadedJpeg(uploads[0]!);
  expect(sent.name).toBe('face.jpg');
  expect([sent.width, sent.height]).toEqual([480, 640]);
  await expectNoA11yViolations(page);
  // The selfie is never written to storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toMatch(/face\.jpg|data:image|blob:/);
});

test('each outcome of PRODUCT.md §errors-capture, with its advice; in German too', async ({ page }) => {
  const search = await openFace(page);
  const outcome = async (file: string, title: string, advice: string) => {
    await pick(page, resolve(selfiesDir, file));
    await search.getByRole('button', { name: en['selfie.start'] }).click();
    const alert = search.getByRole('alert');
    await expect(alert).toContainText(title, { timeout: 15_000 });
    await expect(alert).toContainText(advice);
  };
  await outcome('no-face.jpg', 'Unable to Recognize a Face', 'a clear face, preferably in profile, without glasses or hats');
  await expectNoA11yViolations(page);
  await outcome('several-faces.jpg', 'Several faces in the photo', en['capture.severalFacesHint']!);
  await outcome('error.jpg', 'Error occurred', 'Try Again Later');

  await useLanguage(page, 'de');
  const german = await openFace(page, 101, de);
  await pick(page, resolve(selfiesDir, 'no-face.jpg'));
  await german.getByRole('button', { name: de['selfie.start'] }).click();
  await expect(german.getByRole('alert')).toContainText(de['capture.noFace']!, { timeout: 15_000 });
  await expect(german.getByRole('alert')).toContainText(de['capture.noFaceHint']!);
  await expectNoA11yViolations(page);
});

test('checked on the device: too large or not an image is refused before any upload', async ({ page }) => {
  const search = await openFace(page);
  const mark = await logMark();
  // 9 MB that start like a JPEG: the size decides.
  const big = Buffer.alloc(9 * 1024 * 1024, 0);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  await pick(page, { name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(search.getByRole('alert')).toContainText('File is too large');
  await expect(search.getByRole('alert')).toContainText('Upload a photo up to 8 MB');
  await expectNoA11yViolations(page);
  // Named like a photo, but the bytes are text.
  await pick(page, { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a photo at all') });
  await expect(search.getByRole('alert')).toContainText(en['selfie.notAnImage']!);
  expect((await requests('POST', '/selfies', mark)).length).toBe(0);

  await useLanguage(page, 'de');
  const german = await openFace(page, 101, de);
  await pick(page, { name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(german.getByRole('alert')).toContainText(de['selfie.fileTooLarge']!);
  await expect(german.getByRole('alert')).toContainText(de['selfie.fileTooLargeHint']!);
});

test('every EXIF orientation comes out upright (landscape wider, portrait taller)', async ({ page }) => {
  test.skip(!existsSync(orientationDir), `${orientationDir} is missing: put the shared fixtures beside the repository to run this test`);
  test.setTimeout(90_000);
  const search = await openFace(page);
  const bodies = await captureUploads(page);
  let previous = '';
  for (const kind of ['Landscape', 'Portrait'] as const) {
    for (let orientation = 0; orientation <= 8; orientation++) {
      await pick(page, resolve(orientationDir, `${kind}_${orientation}.jpg`));
      // The new photo's preview (a fresh blob: URL) before its search starts.
      await expect(search.getByRole('img', { name: en['selfie.previewAlt'] })).not.toHaveAttribute('src', previous);
      previous = (await search.getByRole('img', { name: en['selfie.previewAlt'] }).getAttribute('src'))!;
      await search.getByRole('button', { name: en['selfie.start'] }).click();
      await expect.poll(() => bodies.length).toBe(kind === 'Landscape' ? orientation + 1 : orientation + 10);
      await expect(search.getByRole('alert')).toContainText('Error occurred');
      const sent = uploadedJpeg(bodies.at(-1)!);
      expect(sent.name).toBe('face.jpg');
      if (kind === 'Landscape') expect(sent.width, `Landscape_${orientation}`).toBeGreaterThan(sent.height);
      else expect(sent.height, `Portrait_${orientation}`).toBeGreaterThan(sent.width);
      expect(Math.max(sent.width, sent.height)).toBeLessThanOrEqual(1600);
    }
  }
  // Upright, not only the right shape: every upload looks like the untagged _0 photo (a 180°
  // turn or a mirror image keeps the shape but differs a lot in a small grey thumbnail).
  const jpegs = bodies.map((b) => uploadedJpeg(b).bytes.toString('base64'));
  const differences = await page.evaluate(async (list) => {
    const thumb = async (b64: string, mirrored = false) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }));
      const canvas = new OffscreenCanvas(24, 24);
      const g = canvas.getContext('2d')!;
      if (mirrored) g.setTransform(-1, 0, 0, 1, 24, 0);
      g.drawImage(bitmap, 0, 0, 24, 24);
      const data = g.getImageData(0, 0, 24, 24).data;
      return Array.from({ length: 576 }, (_, i) => (data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!) / 3);
    };
    const thumbs = await Promise.all(list.map((b64) => thumb(b64)));
    const diff = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    // What a wrong turn looks like to this check: _0 mirrored.
    const wrong = diff(await thumb(list[0]!, true), thumbs[0]!);
    return [...thumbs.map((t, i) => diff(t, thumbs[i < 9 ? 0 : 9]!)), wrong];
  }, jpegs);
  expect(differences.pop(), 'a mirrored photo is told apart').toBeGreaterThan(24);
  for (const [i, d] of differences.entries()) expect(d, `${i < 9 ? 'Landscape' : 'Portrait'}_${i % 9} against _0`).toBeLessThan(12);
});

test('a 12-megapixel photo leaves downscaled to 1600 px and a few hundred kilobytes', async ({ page }) => {
  const search = await openFace(page);
  // A 4000×3000 camera-like JPEG made in the browser: gradients and grain, so it is not tiny.
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#2a6');
    gradient.addColorStop(0.5, '#fc3');
    gradient.addColorStop(1, '#36c');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 4000, 3000);
    const grain = g.getImageData(0, 0, 4000, 3000);
    const px = grain.data;
    for (let i = 0; i < px.length; i += 4) {
      const n = (Math.random() - 0.5) * 40;
      for (let c = 0; c < 3; c++) px[i + c] = px[i + c]! + n;
    }
    g.putImageData(grain, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  const original = Buffer.from(base64, 'base64');
  expect(original.length).toBeGreaterThan(2_000_000);
  expect(original.length).toBeLessThan(8 * 1024 * 1024);
  const bodies = await captureUploads(page);
  await pick(page, { name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: original });
  await search.getByRole('button', { name: en['selfie.start'] }).click();
  await expect.poll(() => bodies.length).toBe(1);
  const sent = uploadedJpeg(bodies[0]!);
  expect([sent.width, sent.height]).toEqual([1600, 1200]);
  expect(sent.bytes.length).toBeLessThan(600_000);
  test.info().annotations.push({ type: 'upload size', description: `${original.length} B → ${sent.bytes.length} B (${sent.width}×${sent.height})` });
  console.log(`downscaled upload: ${original.length} bytes 4000×3000 → ${sent.bytes.length} bytes ${sent.width}×${sent.height}`);
});

test('birth date where the event asks for it; a long search shows progress and can be cancelled', async ({ page }) => {
  const search = await openFace(page, 102);
  const birth = search.getByRole('textbox', { name: en['selfie.birthDateOptional'], exact: true });
  await pick(page, resolve(selfiesDir, 'face.jpg'));
  await birth.fill('31/13/1990');
  await search.getByRole('button', { name: en['selfie.start'] }).click();
  await expect(search.getByText('Enter a correct date of birth')).toBeVisible();

  await addFault({ match: 'GET ^/public/recognition-service/api/v1/selfies/', latencyMs: 4000 });
  const uploads = await recordUploads(page);
  await birth.fill('12/04/1985');
  await search.getByRole('button', { name: en['selfie.start'] }).click();
  await expect(search.getByRole('progressbar', { name: en['selfie.searching'] })).toBeVisible();
  await expect.poll(() => uploads.length).toBe(1);
  expect(uploads[0]!.toString('latin1')).toMatch(/name="birthDate"\r\n\r\n1985-04-12/);
  await expectNoA11yViolations(page);
  await search.getByRole('button', { name: en['common.cancel'] }).click();
  await expect(search.getByRole('progressbar')).toHaveCount(0);
  await expect(search.getByRole('button', { name: en['selfie.start'] })).toBeVisible();
  await expect(search.getByRole('alert')).toHaveCount(0);
});

test('camera: capture in a dialog, and the camera stops when it closes', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { rlStreams: MediaStream[] };
    w.rlStreams = [];
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      w.rlStreams.push(stream);
      return stream;
    };
  });
  const search = await openFace(page);
  await search.getByRole('button', { name: en['selfie.takeSelfie'] }).click();
  const dialog = search.getByRole('dialog', { name: en['camera.title'] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: en['camera.capture'] })).not.toHaveAttribute('aria-busy', 'true');
  await expectNoA11yViolations(page);
  const facing = await page.evaluate(() => (window as unknown as { rlStreams: MediaStream[] }).rlStreams.length);
  expect(facing).toBe(1);
  await dialog.getByRole('button', { name: en['camera.capture'] }).click();
  await expect(dialog).toBeHidden();
  await expect(search.getByRole('img', { name: en['selfie.previewAlt'] })).toBeVisible();
  const live = await page.evaluate(
    () => (window as unknown as { rlStreams: MediaStream[] }).rlStreams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length,
  );
  expect(live).toBe(0);

  // Opened and closed with Escape: stopped too.
  await search.getByRole('button', { name: en['selfie.takeSelfie'] }).click();
  await expect(dialog.getByRole('button', { name: en['camera.capture'] })).not.toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { rlStreams: MediaStream[] }).rlStreams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length,
      ),
    )
    .toBe(0);
});

for (const [name, title, lang] of [
  ['NotFoundError', 'camera.notFoundTitle', 'en'],
  ['NotAllowedError', 'camera.unableTitle', 'de'],
] as const) {
  test(`camera failure ${name} (${lang}): ${title}`, async ({ page }) => {
    const t = lang === 'de' ? de : en;
    await page.addInitScript((errorName) => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('test', errorName));
    }, name);
    if (lang === 'de') await useLanguage(page, 'de');
    const search = await openFace(page, 101, t);
    await search.getByRole('button', { name: t['selfie.takeSelfie'] }).click();
    const dialog = search.getByRole('dialog', { name: t['camera.title'] });
    await expect(dialog.getByRole('alert')).toContainText(t[title]!);
    if (name === 'NotAllowedError')
      for (const remedy of ['camera.unableRefresh', 'camera.unableAllow', 'camera.unableUpdate'])
        await expect(dialog.getByRole('listitem').filter({ hasText: t[remedy]! })).toBeVisible();
    else await expect(dialog).toContainText(t['camera.notFoundText']!);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: t['common.close'] }).click();
    await expect(dialog).toBeHidden();
  });
}

test('keyboard only: to the face tab, consent, pick a photo and search', async ({ page }) => {
  // Playwright starts catching the file chooser only once something listens, and does so without
  // waiting; a key press is one quick round trip and could overtake it (the chooser would then open
  // uncaught). Listening before the page loads leaves no such race.
  const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
  await page.goto(`${urls.shop}/search?event=101`);
  const search = widget(page);
  await search.getByRole('tab', { name: en['search.byBib'] }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(search.getByRole('tab', { name: en['search.byFace'] })).toHaveAttribute('aria-selected', 'true');
  const consent = search.getByRole('checkbox', { name: en['selfie.consent'] });
  await expect(consent).toBeVisible(); // the face chunk has loaded
  await page.keyboard.press('Tab');
  await expect(consent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(search.getByRole('button', { name: en['selfie.takeSelfie'] })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(search.getByRole('button', { name: en['selfie.uploadPhoto'] })).toBeFocused();
  // While the device check prepares, the button says it is busy and takes no press (as a
  // person hears and sees); on a busy machine that lasts a moment longer.
  await expect(search.getByRole('button', { name: en['selfie.uploadPhoto'] })).not.toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(resolve(selfiesDir, 'face.jpg'));
  const start = search.getByRole('button', { name: en['selfie.start'] });
  await expect(start).toBeVisible();
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(search.getByRole('region', { name: en['search.resultsTitle'] }).getByRole('img').first()).toBeVisible({ timeout: 15_000 });
});
