/**
 * The device's face check on every fixture photo (docs/ARCHITECTURE.md §face-check): the real
 * detector, as the face panel loads and starts it in the shop, is asked about each photo of
 * ../shared/fixtures/faces (others' photos, never copied here; without that folder this test says
 * so and skips). Each photo is made the way the widget prepares a selfie before the check
 * (prepareSelfie: upright by its EXIF orientation, which Chromium applies on decoding, at most
 * MAX_SIDE px, re-encoded as JPEG), and the boxes are judged by the widget's own verdictOf. It
 * prints the confusion table (expected none/one/several × answered) and fails where a class falls
 * below its floor, or where a group is taken for one face (the costly mistake, face-verdict.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { FaceBox, FaceVerdict } from '../../widgets/photo-search/face/check/face-verdict';
import { verdictOf } from '../../widgets/photo-search/face/check/face-verdict';
import { JPEG_QUALITY, MAX_SIDE } from '../../widgets/photo-search/face/prepare-selfie';
import { expect, test } from './fixtures';
import { deviceCheckReady, openFace } from './photo-search-support';

const facesDir = resolve(import.meta.dirname, '../../../shared/fixtures/faces');
const kinds = ['none', 'one', 'several'] as const;
type Kind = (typeof kinds)[number];

/**
 * The least share of each class answered right. The targets (none / one / several) are
 * 90 / 95 / 90 %; the shipped detector reaches 96.3 / 92.6 / 84.8 % (docs/ARCHITECTURE.md
 * §face-check), so these are its floors today: a change that answers fewer photos right fails
 * here, and the table says MISSED against the targets still to reach.
 */
const floors: Record<Kind, number> = { none: 0.96, one: 0.92, several: 0.84 };
const targets: Record<Kind, number> = { none: 0.9, one: 0.95, several: 0.9 };

test.skip(!existsSync(facesDir), `no face photos at ${facesDir} (the shared fixtures): the face check's accuracy is not measured`);

const types: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

test('the face check answers none / one / several right on the fixture photos', async ({ page }) => {
  test.setTimeout(180_000);
  const photos = kinds.flatMap((kind) => readdirSync(resolve(facesDir, kind)).map((name) => ({ kind, name })));
  // The photos are served to the page from the folder, one address each.
  await page.route(/\/face-fixtures\//, (route) => {
    const [kind, name] = decodeURIComponent(new URL(route.request().url()).pathname).split('/').slice(-2) as [string, string];
    return route.fulfill({ body: readFileSync(resolve(facesDir, kind, name)), contentType: types[extname(name).toLowerCase()] ?? 'application/octet-stream' });
  });
  // The shop's face panel loads and starts its detector: the module asked below is that same one.
  const search = await openFace(page);
  await deviceCheckReady(search);
  const detector = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => /\/chunks\/face-detector-[\w-]+\.js$/.test(e.name))?.name);
  expect(detector, 'the face panel loaded the detector chunk').toBeTruthy();

  // All photos in one call: the page prepares each as the widget would and asks the detector.
  const answers = await page.evaluate(
    async ({ urls, detector, maxSide, quality }) => {
      const { detectFaces } = (await import(detector)) as { detectFaces(photo: Blob): Promise<unknown[]> };
      const boxes: unknown[][] = [];
      for (const url of urls) {
        // prepareSelfie's whole photo: upright, fitted into maxSide, re-encoded as JPEG.
        const bitmap = await createImageBitmap(await (await fetch(url)).blob(), { imageOrientation: 'from-image' });
        const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
        const canvas = new OffscreenCanvas(Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        bitmap.close();
        boxes.push(await detectFaces(await canvas.convertToBlob({ type: 'image/jpeg', quality })));
      }
      return boxes;
    },
    {
      urls: photos.map(({ kind, name }) => `/face-fixtures/${kind}/${encodeURIComponent(name)}`),
      detector: detector!,
      maxSide: MAX_SIDE,
      quality: JPEG_QUALITY,
    },
  );
  const table: Record<Kind, Record<Kind, string[]>> = {
    none: { none: [], one: [], several: [] },
    one: { none: [], one: [], several: [] },
    several: { none: [], one: [], several: [] },
  };
  photos.forEach(({ kind, name }, i) => {
    const verdict: FaceVerdict = verdictOf(answers[i] as FaceBox[]);
    table[kind][verdict.kind].push(name);
  });

  const share = (kind: Kind) => table[kind][kind].length / kinds.reduce((sum, got) => sum + table[kind][got].length, 0);
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  const lines = [
    `\nFace check on ${photos.length} fixture photos (rows: expected; columns: answered)`,
    `  ${'expected'.padEnd(10)}${kinds.map((k) => k.padStart(9)).join('')}   right      issue target`,
    ...kinds.map(
      (kind) =>
        `  ${kind.padEnd(10)}${kinds.map((got) => String(table[kind][got].length).padStart(9)).join('')}   ${pct(share(kind)).padEnd(10)} ${share(kind) >= targets[kind] ? 'met' : 'MISSED'} (${pct(targets[kind])})`,
    ),
    '  wrong answers:',
    ...kinds.flatMap((kind) => kinds.filter((got) => got !== kind).flatMap((got) => table[kind][got].map((name) => `    ${kind}/${name} → ${got}`))),
  ];
  console.log(lines.join('\n'));

  // A group taken for one face sends someone else's crop: not one on the whole set.
  expect(table.several.one, 'groups taken for one face').toEqual([]);
  for (const kind of kinds) expect(share(kind), `share of "${kind}" answered right`).toBeGreaterThanOrEqual(floors[kind]);
});
