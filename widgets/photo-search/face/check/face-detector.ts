/**
 * The device's face detector (docs/ARCHITECTURE.md §face-check): face-api's Tiny Face Detector,
 * with TensorFlow.js inside (WebGL where the browser has it, else plain JavaScript; no eval, no
 * WebAssembly, so it runs under the strict CSP as it is). Its weights come from the npm package
 * and leave with our build as a hashed asset, never from a third-party CDN. Only face-check.ts
 * imports this module, and only dynamically: it is its own chunk on the face-search path.
 */
import { detectAllFaces, nets, TinyFaceDetectorOptions, tf } from '@vladmandic/face-api';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url&no-inline';
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import { type FaceBox, OTHER_FACE_SCORE } from './face-verdict';

/**
 * The sizes the detector looks at, boxes merged (face-verdict.ts). A second pass at 608 px finds
 * more of a group's small faces, but doubled the check's time in software WebGL, past the 3 s a
 * participant is kept waiting (tests/browser/face-accuracy.spec.ts prints the figures).
 */
const INPUT_SIZES = [416] as const;

type WeightSpecs = Parameters<typeof tf.io.decodeWeights>[1];

/** Fetches and decodes the weights, then runs each pass once on a blank image (the WebGL shaders compile then, not on the participant's photo). */
export async function startDetector(): Promise<void> {
  const response = await fetch(weightsUrl);
  if (!response.ok) throw new Error(`Face detector weights: HTTP ${response.status}`);
  const specs = manifest.flatMap((group) => group.weights) as unknown as WeightSpecs;
  nets.tinyFaceDetector.loadFromWeightMap(tf.io.decodeWeights(await response.arrayBuffer(), specs));
  const blank = document.createElement('canvas');
  blank.width = blank.height = 32;
  await detectFaces(blank);
}

/** Every face box the passes find, as fractions of the image. */
export async function detectFaces(image: HTMLCanvasElement): Promise<FaceBox[]> {
  const boxes: FaceBox[] = [];
  for (const inputSize of INPUT_SIZES) {
    const found = await detectAllFaces(image, new TinyFaceDetectorOptions({ inputSize, scoreThreshold: OTHER_FACE_SCORE }));
    for (const { box, score } of found)
      boxes.push({ x: box.x / image.width, y: box.y / image.height, width: box.width / image.width, height: box.height / image.height, score });
  }
  return boxes;
}
