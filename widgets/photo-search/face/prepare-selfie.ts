/**
 * The selfie as it is uploaded (PRODUCT.md §entities-selfie, PRODUCT.md §validation-selfie):
 * checked on the device (at most 8 MB, a real image by its bytes), turned upright by its EXIF
 * orientation (read with exifr, loaded only now), downscaled to at most 1600 px on its long side
 * and re-encoded as `face.jpg`. A 12-megapixel phone photo leaves in a few hundred kilobytes, and
 * its metadata (GPS, camera) stays behind. Given the face the device found (check/face-crop.ts),
 * only that face and its margin leave.
 */
import type { MessageKey } from '../../../src/validation/message-key';
import { readHead, SELFIE_MAX_BYTES, sniffImage } from '../../../src/validation/selfie';
import { cropAround } from './check/face-crop';
import type { FaceBox } from './check/face-verdict';
import { storedSize } from './image-size';

export const MAX_SIDE = 1600;
export const JPEG_QUALITY = 0.85;
export const SELFIE_NAME = 'face.jpg';

/** Kinds the browser decodes for us; whatever comes in leaves as a JPEG. */
const DECODABLE = ['jpeg', 'png', 'webp'];

export interface PreparedSelfie {
  file: File;
  width: number;
  height: number;
}

/** PRODUCT.md §validation-selfie checks made before anything is read or sent. */
export async function checkSelfie(file: Blob): Promise<MessageKey | null> {
  if (file.size > SELFIE_MAX_BYTES) return 'selfie.fileTooLarge';
  const kind = sniffImage(await readHead(file));
  return kind && DECODABLE.includes(kind) ? null : 'selfie.notAnImage';
}

async function readOrientation(file: Blob): Promise<number> {
  try {
    const exifr = await import('exifr/dist/lite.esm.mjs');
    return (await exifr.orientation(file)) ?? 1;
  } catch {
    return 1; // no or broken EXIF: the pixels are taken as they are
  }
}

/** Canvas transforms that turn a stored image of w×h upright, per EXIF orientation 2..8. */
const TRANSFORMS: Record<number, (w: number, h: number) => [number, number, number, number, number, number]> = {
  2: (w) => [-1, 0, 0, 1, w, 0],
  3: (w, h) => [-1, 0, 0, -1, w, h],
  4: (_w, h) => [1, 0, 0, -1, 0, h],
  5: () => [0, 1, 1, 0, 0, 0],
  6: (_w, h) => [0, 1, -1, 0, h, 0],
  7: (w, h) => [0, -1, -1, 0, h, w],
  8: (w) => [0, -1, 1, 0, 0, w],
};

/** Scale that fits the long side into MAX_SIDE (never enlarges). */
export const fitScale = (width: number, height: number): number => Math.min(1, MAX_SIDE / Math.max(width, height));

/** The photo upright and fitted (or, given `face` as fractions of the upright photo, that face's crop). */
export async function prepareSelfie(file: Blob, face?: FaceBox): Promise<PreparedSelfie> {
  const [orientation, head] = await Promise.all([readOrientation(file), file.slice(0, 256 * 1024).arrayBuffer()]);
  const stored = storedSize(new Uint8Array(head));
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    // Browsers that honour EXIF hand back a 5..8 image with its sides swapped; one that did not
    // returns the stored size, and we turn it ourselves (2..4 keep their size and every current
    // browser that turns 5..8 also flips those).
    const turnedByBrowser = orientation < 5 || !stored || stored.width === stored.height || bitmap.width !== stored.width;
    const transform = turnedByBrowser ? null : TRANSFORMS[orientation];
    const swap = !!transform && orientation >= 5;
    const upright = swap ? { width: bitmap.height, height: bitmap.width } : { width: bitmap.width, height: bitmap.height };
    const part = face ? cropAround(face, upright.width, upright.height) : { x: 0, y: 0, ...upright };
    const scale = fitScale(part.width, part.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(part.width * scale));
    canvas.height = Math.max(1, Math.round(part.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.scale(scale, scale);
    context.translate(-part.x, -part.y);
    if (transform) context.transform(...transform(bitmap.width, bitmap.height));
    context.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) throw new Error('JPEG encoding failed');
    return { file: new File([blob], SELFIE_NAME, { type: 'image/jpeg' }), width: canvas.width, height: canvas.height };
  } finally {
    bitmap.close();
  }
}
