/**
 * What the device makes of a selfie's faces (docs/ARCHITECTURE.md §face-check): none, one, or
 * several, from the detector's boxes. Pure, so the thresholds are argued and tested here.
 *
 * One set of thresholds for every photo (the accuracy test, tests/browser/face-accuracy.spec.ts,
 * prints how they do on the whole fixture set):
 * - a photo has a face when its best box scores at least FACE_SCORE: below that, the detector's
 *   boxes are mostly on dogs, pizza and textures, and a miss only costs what it costs today (the
 *   participant can send the photo anyway, to the platform's own check);
 * - a further face counts from OTHER_FACE_SCORE, never above FACE_SCORE: taking a group for one
 *   face sends the wrong crop, while taking a selfie for a group only asks for one tap on the
 *   right face, so a doubtful second face counts.
 */
export interface FaceBox {
  /** Left, top, width and height as fractions of the photo (0..1). */
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

export type FaceVerdict = { kind: 'none' } | { kind: 'one'; face: FaceBox } | { kind: 'several'; faces: FaceBox[] };

export const FACE_SCORE = 0.35;
export const OTHER_FACE_SCORE = 0.35;
/** Boxes that overlap more than this (intersection over union) are the same face seen twice. */
export const SAME_FACE_IOU = 0.3;

const area = (b: FaceBox) => b.width * b.height;

export function overlap(a: FaceBox, b: FaceBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const shared = w * h;
  return shared / (area(a) + area(b) - shared);
}

/** The best box of each face, best first (boxes from several passes of the detector merged). */
export function distinctFaces(boxes: readonly FaceBox[]): FaceBox[] {
  const kept: FaceBox[] = [];
  for (const box of [...boxes].sort((a, b) => b.score - a.score)) if (kept.every((k) => overlap(k, box) <= SAME_FACE_IOU)) kept.push(box);
  return kept;
}

export function verdictOf(boxes: readonly FaceBox[]): FaceVerdict {
  const [best, ...rest] = distinctFaces(boxes);
  if (!best || best.score < FACE_SCORE) return { kind: 'none' };
  const others = rest.filter((b) => b.score >= OTHER_FACE_SCORE);
  // Left to right, as the participant reads the photo: "Face 1 of 3" is the leftmost.
  if (others.length) return { kind: 'several', faces: [best, ...others].sort((a, b) => a.x - b.x) };
  return { kind: 'one', face: best };
}
