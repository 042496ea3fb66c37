/**
 * The device's face detector (docs/ARCHITECTURE.md §face-check): face-api's Tiny Face Detector,
 * with TensorFlow.js inside. It runs on WebAssembly (SIMD where the browser has it): on a phone's
 * CPU many times faster than WebGL, whose shaders alone took seconds to compile in software. Where
 * the page's CSP refuses WebAssembly (no 'wasm-unsafe-eval' in script-src) it falls back to WebGL,
 * else plain JavaScript, without a word. The weights and the .wasm files come from npm packages
 * and leave with our build as hashed assets, never from a third-party CDN. Only face-check.ts
 * imports this module, and only dynamically: it is its own chunk on the face-search path.
 */

import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url&no-inline';
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url&no-inline';
import { detectAllFaces, nets, TinyFaceDetectorOptions, tf } from '@vladmandic/face-api';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url&no-inline';
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import { CLOSE_PASS, FRAMED_PASS, needsClosePass, type Pass } from './face-passes';
import { type FaceBox, OTHER_FACE_SCORE } from './face-verdict';

/**
 * The long side the photo is checked at: the detector looks at 608 px at most, and reading a
 * 1600 px photo into it took most of the check's time.
 */
const CHECK_SIDE = 640;

type WeightSpecs = Parameters<typeof tf.io.decodeWeights>[1];
/** What face-api's bundled TensorFlow.js has at run time beyond its typings (dist/tfjs.esm.d.ts lists a part of it). */
interface Backends {
  setWasmPaths(paths: Record<string, string>): void;
  setBackend(name: string): Promise<boolean>;
}
const backends = tf as unknown as Backends;

/** The first backend that starts: WebAssembly, else WebGL, else plain JavaScript; its name. */
async function startBackend(): Promise<string> {
  // Threads would need a cross-origin-isolated page and a worker script; one thread with SIMD is
  // fast enough, so the threaded build is never asked for (its name points at the SIMD file).
  tf.ENV.set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  backends.setWasmPaths({ 'tfjs-backend-wasm.wasm': wasmUrl, 'tfjs-backend-wasm-simd.wasm': wasmSimdUrl, 'tfjs-backend-wasm-threaded-simd.wasm': wasmSimdUrl });
  for (const backend of ['wasm', 'webgl', 'cpu']) if (await backends.setBackend(backend).catch(() => false)) return backend;
  throw new Error('Face detector: no backend');
}

/**
 * Fetches and decodes the weights. On WebGL it then runs each pass once on a blank image, so its
 * shaders compile now and not on the participant's photo; WebAssembly has nothing to compile
 * there, and that warm-up would only lengthen its start (by 1.2 s at 4× CPU slowdown).
 */
export async function startDetector(): Promise<void> {
  const backend = await startBackend();
  const response = await fetch(weightsUrl);
  if (!response.ok) throw new Error(`Face detector weights: HTTP ${response.status}`);
  const specs = manifest.flatMap((group) => group.weights) as unknown as WeightSpecs;
  nets.tinyFaceDetector.loadFromWeightMap(tf.io.decodeWeights(await response.arrayBuffer(), specs));
  if (backend === 'wasm') return;
  const blank = document.createElement('canvas');
  blank.width = blank.height = 32;
  for (const pass of [FRAMED_PASS, CLOSE_PASS]) await run(blank, pass);
}

/** `image` drawn in the middle of a grey frame `border` of its long side wide on each side. */
function framed(image: HTMLCanvasElement, border: number): { canvas: HTMLCanvasElement; inset: number } {
  const inset = Math.round(Math.max(image.width, image.height) * border);
  if (!inset) return { canvas: image, inset };
  const canvas = document.createElement('canvas');
  canvas.width = image.width + 2 * inset;
  canvas.height = image.height + 2 * inset;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // Mid grey: no edges or colours for the detector to take for a face.
  context.fillStyle = 'rgb(128 128 128)';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, inset, inset);
  return { canvas, inset };
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** One pass's boxes, as fractions of `image` (cut to the photo where a box reaches into the frame). */
async function run(image: HTMLCanvasElement, pass: Pass): Promise<FaceBox[]> {
  const { canvas, inset } = framed(image, pass.border);
  const found = await detectAllFaces(canvas, new TinyFaceDetectorOptions({ inputSize: pass.inputSize, scoreThreshold: OTHER_FACE_SCORE }));
  return found.map(({ box, score }) => {
    const x = clamp((box.x - inset) / image.width);
    const y = clamp((box.y - inset) / image.height);
    const right = clamp((box.x + box.width - inset) / image.width);
    const bottom = clamp((box.y + box.height - inset) / image.height);
    return { x, y, width: right - x, height: bottom - y, score };
  });
}

async function canvasOf(photo: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(photo);
  try {
    const scale = Math.min(1, CHECK_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    bitmap.close();
  }
}

/** Every face box the passes find in `photo` (upright, as prepareSelfie makes it), as fractions of it. */
export async function detectFaces(photo: Blob): Promise<FaceBox[]> {
  const image = await canvasOf(photo);
  const boxes = await run(image, FRAMED_PASS);
  if (needsClosePass(boxes)) boxes.push(...(await run(image, CLOSE_PASS)));
  return boxes;
}
