/**
 * The fixture face photos in a page (../shared/fixtures/faces, others' photos, never copied here),
 * shared by the accuracy test (face-accuracy.spec.ts) and the timing bench (tests/bench/face.ts):
 * served at /face-fixtures/<kind>/<name>, and asked of the face panel's own detector, each decoded
 * as the widget decodes a selfie (decodeUpright: upright by its EXIF orientation, which Chromium
 * applies on decoding).
 */
import { extname, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { FaceBox } from '../../widgets/photo-search/face/check/face-verdict';

export const facesDir = resolve(import.meta.dirname, '../../../shared/fixtures/faces');

const types: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

/** Serves the fixture photos to `page` at /face-fixtures/<kind>/<name> (any origin). */
export async function serveFacePhotos(page: Page): Promise<void> {
  await page.route(/\/face-fixtures\//, (route) => {
    const [kind, name] = decodeURIComponent(new URL(route.request().url()).pathname).split('/').slice(-2) as [string, string];
    return route.fulfill({ path: resolve(facesDir, kind, name), contentType: types[extname(name).toLowerCase()] ?? 'application/octet-stream' });
  });
}

/** The URL of the detector chunk the face panel loaded (so the module asked is the one it started). */
export async function panelDetector(page: Page): Promise<string | undefined> {
  return page.evaluate(() => performance.getEntriesByType('resource').find((e) => /\/chunks\/face-detector-[\w-]+\.js$/.test(e.name))?.name);
}

/** Each photo's boxes from the detector, and the detector's time on it (decoded photo in, boxes out). */
export function detectInPage(page: Page, detector: string, files: readonly string[]): Promise<Array<{ boxes: FaceBox[]; ms: number }>> {
  return page.evaluate(
    async ({ urls, detector }) => {
      const { detectFaces } = (await import(detector)) as { detectFaces(photo: ImageBitmap): Promise<FaceBox[]> };
      const answers: Array<{ boxes: FaceBox[]; ms: number }> = [];
      for (const url of urls) {
        // As decodeUpright hands it over: decoded once, upright by its EXIF orientation.
        const bitmap = await createImageBitmap(await (await fetch(url)).blob(), { imageOrientation: 'from-image' });
        const started = performance.now();
        const boxes = await detectFaces(bitmap);
        answers.push({ boxes, ms: performance.now() - started });
        bitmap.close();
      }
      return answers;
    },
    { urls: files.map((file) => `/face-fixtures/${file.split('/').map(encodeURIComponent).join('/')}`), detector },
  );
}
