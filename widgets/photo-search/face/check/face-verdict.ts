/**
 * What the device makes of a selfie's faces (docs/ARCHITECTURE.md §face-check): none, one, or
 * several, from the detector's boxes. Pure, so the thresholds are argued and tested here.
 *
 * One set of thresholds for every photo, chosen on the whole fixture set (87 photos: 27 with one
 * face, 33 with several, 27 with none; tests/browser/face-accuracy.spec.ts prints the table), never
 * for a single file. From the detector's raw boxes on that set (both passes of face-passes.ts, on
 * the photos as the widget prepares them), every FACE_SCORE 0.40..0.75 × OTHER_FACE_SCORE
 * 0.20..0.50 (steps of 0.05), with both merge rules below and LARGE_FACE, was scored; these hold the
 * most photos right with no group taken for one face, on a plateau (FACE_SCORE 0.55..0.65, the
 * merge rules anywhere from 0.2 to 0.3 and 0.5 to off) rather than a peak:
 * - a photo has a face when its best box scores at least FACE_SCORE (0.65): below it the boxes are
 *   mostly on dogs, cats, trucks and textures, and a selfie's face scores higher once framed
 *   (face-passes.ts). A face missed only costs what it costs today: "use this photo anyway"
 *   sends it to the platform's own check;
 * - a further face counts from OTHER_FACE_SCORE (0.25), far below FACE_SCORE, because the two
 *   mistakes do not cost the same: a group taken for one face sends the wrong person's crop (the
 *   participant never sees their photos and is not told why), while a selfie taken for a group only
 *   asks for one tap on the right face. At 0.25 no group of the set is taken for one face; from
 *   0.30 to 0.45 one is (a footballer's second, half-hidden face), and 0.45 would answer one
 *   selfie more right (96 % instead of 93 %): we keep the group over the selfie;
 * - two boxes are one face when they overlap by more than SAME_FACE_IOU, or when one lies mostly
 *   (SAME_FACE_COVER) inside the other: the framed pass and the close pass see one face at two
 *   sizes, and a head's box often holds its face's box.
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

export const FACE_SCORE = 0.65;
export const OTHER_FACE_SCORE = 0.25;
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
