/**
 * How the detector looks at a photo (docs/ARCHITECTURE.md §face-check). Pure, so the plan is
 * argued and tested here; face-detector.ts runs it.
 *
 * BlazeFace sees a 256 × 256 tile. The first pass fits the whole photo into one tile: a selfie's
 * face, and the faces of a small group, are found there, and a common selfie costs that one run.
 * Only a photo in which it finds no face for sure gets the second pass, the photo at 384 px in
 * overlapping tiles (four for a 4:3 photo), where the small faces of a crowd become large enough.
 * The sizes were chosen on the whole fixture set with the answer's time on a phone in mind
 * (tests/bench/face.ts): a third, larger pass found no more faces there.
 */
import { FACE_SCORE, type FaceBox } from './face-verdict';

/** The model's input: one square tile, in pixels. */
export const TILE = 256;
/** Each pass's long side of the photo, in pixels. */
export const PASSES = [256, 384] as const;
/** Neighbouring tiles share a quarter of their width, so a face on a seam is whole in one of them. */
const STEP = TILE * 0.75;

/** True when the boxes so far hold no face for sure, so the next, closer pass runs. */
export function needsClosePass(boxes: readonly FaceBox[]): boolean {
  return !boxes.some((box) => box.score >= FACE_SCORE);
}

/** Where the tiles start along a side of `length` px: one tile when it fits, else spread evenly. */
function starts(length: number): number[] {
  if (length <= TILE) return [0];
  const count = Math.ceil((length - TILE) / STEP) + 1;
  return Array.from({ length: count }, (_, i) => Math.round(((length - TILE) * i) / (count - 1)));
}

/** The tiles' top-left corners over a photo of width × height px. */
export function tilesOf(width: number, height: number): Array<{ x: number; y: number }> {
  return starts(height).flatMap((y) => starts(width).map((x) => ({ x, y })));
}
