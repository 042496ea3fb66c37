/**
 * What the device makes of a selfie's faces (docs/ARCHITECTURE.md §face-check): none, one, or
 * several, from the detector's boxes. Pure, so the thresholds are argued and tested here.
 *
 * One set of thresholds for every photo, chosen on the whole fixture set (87 photos: 27 with one
 * face, 33 with several, 27 with none; tests/browser/face-accuracy.spec.ts prints the table), never
 * for a single file. From the detector's boxes on that set (both passes of face-passes.ts, on the
 * photos as the widget decodes them), every FACE_SCORE 0.60..0.85 × OTHER_FACE_SCORE 0.25..0.60
 * (steps of 0.05) was scored (docs/ARCHITECTURE.md §face-check has the table):
 * - a photo has a face when its best box scores at least FACE_SCORE (0.75). Below it, boxes on
 *   animals and textures count as faces (0.70: two photos without a face answered "one"); above it,
 *   selfies in poor light or turned away are missed (0.80: one more). A face missed only costs
 *   what it costs today: "use this photo anyway" sends it to the platform's own check;
 * - a further face counts from OTHER_FACE_SCORE (0.35), far below FACE_SCORE, because the two
 *   mistakes do not cost the same: a group taken for one face sends the wrong person's crop (the
 *   participant never sees their photos and is not told why), while a selfie taken for a group only
 *   asks for one tap on the right face. Every value from 0.35 to 0.50 answers the same; from 0.55 a
 *   group of the set is taken for one face (and one selfie more is right). We take the low end of
 *   that plateau, the farthest from the group's mistake;
 * - two boxes are one face when they overlap by more than SAME_FACE_IOU, or when one lies mostly
 *   (SAME_FACE_COVER) inside the other: the model's neighbouring anchors, and two overlapping
 *   tiles, see one face several times.
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

export const FACE_SCORE = 0.75;
export const OTHER_FACE_SCORE = 0.35;
/** Boxes that overlap more than this (intersection over union) are the same face seen twice. */
export const SAME_FACE_IOU = 0.2;
/** A box with more than this share of its area inside another is the same face (a head around a face). */
export const SAME_FACE_COVER = 0.5;

const area = (b: FaceBox) => b.width * b.height;

function shared(a: FaceBox, b: FaceBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w <= 0 || h <= 0 ? 0 : w * h;
}

/** True when `a` and `b` are boxes on the same face. */
export function sameFace(a: FaceBox, b: FaceBox): boolean {
  const both = shared(a, b);
  return both / (area(a) + area(b) - both) > SAME_FACE_IOU || both / Math.min(area(a), area(b)) > SAME_FACE_COVER;
}

/** The best box of each face, best first (boxes from several passes of the detector merged). */
export function distinctFaces(boxes: readonly FaceBox[]): FaceBox[] {
  const kept: FaceBox[] = [];
  for (const box of [...boxes].sort((a, b) => b.score - a.score)) if (!kept.some((k) => sameFace(k, box))) kept.push(box);
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
