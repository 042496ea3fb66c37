/**
 * Which passes of the detector a photo gets (docs/ARCHITECTURE.md §face-check). Pure, so the plan
 * is argued and tested here; face-detector.ts runs it.
 *
 * The Tiny Face Detector sees faces of one range of sizes at each input size: a face filling a
 * selfie is found best with the photo framed in a border (it then looks the size the detector
 * knows), the small faces of a group best at 608 px. So a photo gets the framed pass first, and
 * only a doubtful answer (no face, or a face that is not large: a group, a runner in a crowd) pays
 * for the second, so a common selfie costs one pass (the figures: tests/bench/face.ts).
 */
import { FACE_SCORE, type FaceBox } from './face-verdict';

export interface Pass {
  /** The detector's input size (a multiple of 32). */
  inputSize: number;
  /** Grey border on each side, as a fraction of the photo's long side (0: the photo as it is). */
  border: number;
}

/** The first pass: the photo framed, so a face filling it is seen whole. */
export const FRAMED_PASS: Pass = { inputSize: 416, border: 0.25 };
/** The second pass, for small faces: the photo as it is, at the detector's largest input. */
export const CLOSE_PASS: Pass = { inputSize: 608, border: 0 };
/** A face at least this wide (fraction of the photo) is a selfie's face: the framed pass has seen it. */
export const LARGE_FACE = 0.2;

/** True when the framed pass's boxes leave the answer in doubt, so the close pass runs too. */
export function needsClosePass(framed: readonly FaceBox[]): boolean {
  const best = framed.reduce<FaceBox | undefined>((top, box) => (top && top.score >= box.score ? top : box), undefined);
  return !best || best.score < FACE_SCORE || best.width < LARGE_FACE;
}
