/**
 * The selfie as it is uploaded (PRODUCT.md §entities-selfie, PRODUCT.md §validation-selfie):
 * checked on the device (at most 8 MB, a real image by its bytes), turned upright by its EXIF
 * orientation (read with exifr, loaded only now), downscaled to at most 1600 px on its long side
 * and re-encoded as `face.jpg`. A 12-megapixel phone photo leaves in a few hundred kilobytes, and
 * its metadata (GPS, camera) stays behind. Given the face the device found (check/face-crop.ts),
 * only that face and its margin leave. The photo is decoded once (decodeUpright): the face check
 * looks at it, and the face, or the whole photo, is cut from it without decoding it again.
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

/** Scale that fits the long side into `maxSide` (never enlarges). */
export const fitScale = (width: number, height: number, maxSide = MAX_SIDE): number => Math.min(1, maxSide / Math.max(width, height));

/** A picked photo decoded once, upright: what the face check looks at and every upload is cut from. */
export interface UprightPhoto {
  image: ImageBitmap | HTMLCanvasElement;
  width: number;
  height: number;
  /** Lets the decoded pixels go (a 12-megapixel photo holds 48 MB). */
  close(): void;
}

/** Decodes `file` once, turned upright by its EXIF orientation. */
export async function decodeUpright(file: Blob): Promise<UprightPhoto> {
  const [orientation, head] = await Promise.all([readOrientation(file), file.slice(0, 256 * 1024).arrayBuffer()]);
  const stored = storedSize(new Uint8Array(head));
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  // Browsers that honour EXIF hand back a 5..8 image with its sides swapped; one that did not
  // returns the stored size, and we turn it ourselves (2..4 keep their size and every current
  // browser that turns 5..8 also flips those).
  const turnedByBrowser = orientation < 5 || !stored || stored.width === stored.height || bitmap.width !== stored.width;
  const transform = turnedByBrowser ? null : TRANSFORMS[orientation];
  if (!transform) return { image: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.height; // only 5..8 come here: their sides swap
  canvas.height = bitmap.width;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.transform(...transform(bitmap.width, bitmap.height));
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { image: canvas, width: canvas.width, height: canvas.height, close: () => void (canvas.width = 0) };
}

/**
 * `photo` as the JPEG that is sent: whole, or (given `face` as fractions of it) that face's crop,
 * fitted into `maxSide`.
 */
export async function encodeSelfie(photo: UprightPhoto, face?: FaceBox, maxSide = MAX_SIDE): Promise<PreparedSelfie> {
  const part = face ? cropAround(face, photo.width, photo.height) : { x: 0, y: 0, width: photo.width, height: photo.height };
  const scale = fitScale(part.width, part.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(part.width * scale));
  canvas.height = Math.max(1, Math.round(part.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(photo.image, part.x, part.y, part.width, part.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new Error('JPEG encoding failed');
  return { file: new File([blob], SELFIE_NAME, { type: 'image/jpeg' }), width: canvas.width, height: canvas.height };
}
