/**
 * The part of the photo that is sent (docs/ARCHITECTURE.md §face-check): the face with half its
 * box again on each side, so the platform sees the whole head (hair, chin, ears), squared up to
 * at least MIN_CROP_SIDE pixels where the photo has them, so the face itself is never sent
 * smaller than the platform's recognition is fed today. Pure: pixel rectangles in, out.
 */
import type { FaceBox } from './face-verdict';

/** Half the face box on each side (the "generous margin"). */
export const CROP_MARGIN = 0.5;
/**
 * The least the crop's sides get, in the photo's own pixels: the sandbox's recognition
 * (examples/sandbox/services/recognition.ts) takes any size, and a real one wants a face of
 * a few hundred pixels, as a phone's front camera gives.
 */
export const MIN_CROP_SIDE = 480;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Grows [start, start+length) to at least `min` around its centre, kept inside [0, limit). */
function span(start: number, length: number, min: number, limit: number): [number, number] {
  const size = Math.min(limit, Math.max(length, min));
  const from = Math.min(Math.max(0, start + length / 2 - size / 2), limit - size);
  return [Math.round(from), Math.round(size)];
}

/** The crop around `face` (fractions of the photo) in a photo of width × height pixels. */
export function cropAround(face: FaceBox, width: number, height: number): Rect {
  const w = face.width * width;
  const h = face.height * height;
  const left = Math.max(0, face.x * width - w * CROP_MARGIN);
  const top = Math.max(0, face.y * height - h * CROP_MARGIN);
  const right = Math.min(width, face.x * width + w * (1 + CROP_MARGIN));
  const bottom = Math.min(height, face.y * height + h * (1 + CROP_MARGIN));
  const [x, cropWidth] = span(left, right - left, MIN_CROP_SIDE, width);
  const [y, cropHeight] = span(top, bottom - top, MIN_CROP_SIDE, height);
  return { x, y, width: cropWidth, height: cropHeight };
}
