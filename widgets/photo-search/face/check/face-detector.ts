/**
 * The device's face detector (docs/ARCHITECTURE.md §face-check): MediaPipe's BlazeFace for the
 * back camera (the model @vladmandic/human ships, its weights stored as bytes by
 * widgets/build/vite/face-model.ts), run by TensorFlow.js on WebAssembly (SIMD where the browser
 * has it). Where the page's CSP refuses WebAssembly (no 'wasm-unsafe-eval' in script-src) it falls
 * back to plain JavaScript, without a word. The model and the .wasm files leave with our build as
 * hashed assets, never from a third-party CDN. Only face-check.ts imports this module, and only
 * dynamically: it is its own chunk on the face-search path.
 *
 * BlazeFace looks at 256 × 256 pixels and finds faces down to about 5 % of that frame. A photo is
 * first looked at whole; when that finds no face for sure, again at a larger size in overlapping
 * tiles, for the small faces of a group or a crowd (face-passes.ts).
 */

import '@tensorflow/tfjs-backend-cpu';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url&no-inline';
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url&no-inline';
import { type GraphModel, loadGraphModel } from '@tensorflow/tfjs-converter';
import { browser, cast, concat, div, expandDims, getBackend, type io, setBackend, squeeze, sub, type Tensor, tidy } from '@tensorflow/tfjs-core';
import { fitScale } from '../prepare-selfie';
import { needsClosePass, PASSES, TILE, tilesOf } from './face-passes';
import { type FaceBox, OTHER_FACE_SCORE } from './face-verdict';
import weightsUrl from './model/blazeface.bin?url&no-inline';
import modelUrl from './model/blazeface.json?url&no-inline';

let model: GraphModel | undefined;

/** The first backend that starts: WebAssembly, else plain JavaScript. */
async function startBackend(): Promise<void> {
  // Threads would need a cross-origin-isolated page and a worker script; one thread with SIMD is
  // fast enough, so the threaded build is never asked for (its name points at the SIMD file).
  setWasmPaths({ 'tfjs-backend-wasm.wasm': wasmUrl, 'tfjs-backend-wasm-simd.wasm': wasmSimdUrl, 'tfjs-backend-wasm-threaded-simd.wasm': wasmSimdUrl });
  for (const backend of ['wasm', 'cpu']) if (await setBackend(backend).catch(() => false)) return;
  throw new Error('Face detector: no backend');
}

async function fetched(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Face detector model: HTTP ${response.status}`);
  return response;
}

/**
 * Starts the backend, fetches the model and runs it once on a blank tile, so that its first real
 * run (on the participant's photo) does not also pay for setting it up. Answers the backend's
 * name ('wasm' or 'cpu').
 */
export async function startDetector(): Promise<string> {
  const [, topology, weights] = await Promise.all([startBackend(), fetched(modelUrl).then((r) => r.json()), fetched(weightsUrl).then((r) => r.arrayBuffer())]);
  const { modelTopology, weightSpecs } = topology as { modelTopology: object; weightSpecs: io.WeightsManifestEntry[] };
  model = await loadGraphModel({ load: async () => ({ modelTopology, weightSpecs, weightData: weights }) });
  await runTile(new ImageData(TILE, TILE));
  return getBackend();
}

/**
 * The anchors' centres in a tile (pixels), in the order of the model's rows: a 16 × 16 grid with
 * two anchors a cell, then an 8 × 8 grid with six.
 */
const ANCHORS: ReadonlyArray<readonly [number, number]> = [
  [16, 2],
  [32, 6],
].flatMap(([stride, perCell]) => {
  const cells = TILE / stride!;
  const centres: Array<[number, number]> = [];
  for (let y = 0; y < cells; y++) for (let x = 0; x < cells; x++) for (let k = 0; k < perCell!; k++) centres.push([stride! * (x + 0.5), stride! * (y + 0.5)]);
  return centres;
});

/** One tile's rows: [score logit, centre x, centre y, width, height, 6 landmarks × 2] per anchor. */
async function runTile(tile: ImageData): Promise<Float32Array> {
  if (!model) throw new Error('Face detector not started');
  const detector = model;
  const rows = tidy(() => {
    // The scaling this model was trained with, as @vladmandic/human feeds it.
    const input = expandDims(sub(div(cast(browser.fromPixels(tile), 'float32'), 127.5), 0.5), 0);
    // Four outputs: scores and boxes for the 512 anchors of the fine grid and the 384 of the coarse one.
    const [coarseScores, fineScores, coarseBoxes, fineBoxes] = (detector.execute(input) as Tensor[]).sort((a, b) => a.size - b.size);
    return squeeze(concat([concat([fineScores!, fineBoxes!], 2), concat([coarseScores!, coarseBoxes!], 2)], 1), [0]);
  });
  try {
    return (await rows.data()) as Float32Array;
  } finally {
    rows.dispose();
  }
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const ROW = 17;

/** Every box scoring at least OTHER_FACE_SCORE in one pass at `side` px, as fractions of `image`. */
export async function detectPass(image: CanvasImageSource & { width: number; height: number }, side: number): Promise<FaceBox[]> {
  const scale = side / Math.max(image.width, image.height);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const boxes: FaceBox[] = [];
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = TILE;
  // Read back on the CPU: the tile's pixels go to the model, not to the screen.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  for (const { x: left, y: top } of tilesOf(width, height)) {
    // Mid grey where the photo does not reach: no edges or colours for the model to take for a face.
    context.fillStyle = 'rgb(128 128 128)';
    context.fillRect(0, 0, TILE, TILE);
    context.drawImage(image, -left, -top, width, height);
    const rows = await runTile(context.getImageData(0, 0, TILE, TILE));
    for (let i = 0; i < ANCHORS.length; i++) {
      const score = 1 / (1 + Math.exp(-rows[i * ROW]!));
      if (score < OTHER_FACE_SCORE) continue;
      const [ax, ay] = ANCHORS[i]!;
      const [cx, cy, w, h] = [rows[i * ROW + 1]! + ax, rows[i * ROW + 2]! + ay, rows[i * ROW + 3]!, rows[i * ROW + 4]!];
      const x = clamp((left + cx - w / 2) / width);
      const y = clamp((top + cy - h / 2) / height);
      boxes.push({ x, y, width: clamp((left + cx + w / 2) / width) - x, height: clamp((top + cy + h / 2) / height) - y, score });
    }
  }
  return boxes;
}

/**
 * `image` at the largest pass's size, drawn once: a 12-megapixel photo drawn into each tile
 * would cost each tile a full-size read.
 */
function smallCopy(image: CanvasImageSource & { width: number; height: number }): HTMLCanvasElement {
  const scale = fitScale(image.width, image.height, Math.max(...PASSES));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** Every face box the passes find in `photo` (upright), as fractions of it. */
export async function detectFaces(photo: CanvasImageSource & { width: number; height: number }): Promise<FaceBox[]> {
  const image = smallCopy(photo);
  const boxes: FaceBox[] = [];
  for (const [i, side] of PASSES.entries()) {
    if (i > 0 && !needsClosePass(boxes)) break;
    boxes.push(...(await detectPass(image, side)));
  }
  return boxes;
}
