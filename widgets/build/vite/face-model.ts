/**
 * The face detector's model (docs/ARCHITECTURE.md §face-check): MediaPipe's BlazeFace for the back
 * camera, as @vladmandic/human ships it (a TensorFlow.js graph model, 539 KB of float32 weights).
 * Its weights are stored here as half-precision floats, half the size, which TensorFlow.js turns
 * back into float32 as it loads them. The plugin writes the
 * model beside the detector (widgets/photo-search/face/check/model/, not in git) before any build,
 * dev server, Storybook or test starts, and again whenever the package changes; the detector
 * imports both files by URL, so they leave with the build as hashed, immutable assets.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { root } from './common.ts';

export interface WeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: 'float16' };
}

/** The npm package the model comes from (for the bill of materials, widgets/build/sbom.ts). */
export const FACE_MODEL_PACKAGE = '@vladmandic/human';

/** Where the detector finds the model (its imports: ./model/blazeface.json?url, ./model/blazeface.bin?url). */
export const modelDir = resolve(root, 'widgets/photo-search/face/check/model');

/** The IEEE half-precision bits of `value` (round to nearest even; too large: infinity). */
export function toFloat16(value: number): number {
  const f32 = new Float32Array([value]);
  const bits = new Uint32Array(f32.buffer)[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = (bits >>> 23) & 0xff;
  const mantissa = bits & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa ? 0x200 : 0); // NaN, infinity
  const e = exponent - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign; // below the smallest half: zero
    const m = (mantissa | 0x800000) >>> (1 - e);
    const rounded = m + 0xfff + ((m >>> 13) & 1);
    return sign | (rounded >>> 13);
  }
  const rounded = mantissa + 0xfff + ((mantissa >>> 13) & 1);
  // A carry out of the mantissa moves the exponent up by one, which the addition below does.
  return (sign | (e << 10)) + (rounded >>> 13);
}

/**
 * Each float32 tensor of `data` as half-precision floats, TensorFlow.js's own float16
 * quantization (half the bytes; the detector's answers are those of the float32 model, where
 * 8-bit steps lost faces); the few int32 tensors (shapes) are kept as they are.
 */
export function quantize(specs: readonly WeightSpec[], data: ArrayBuffer): { specs: WeightSpec[]; data: Uint8Array } {
  const parts: Uint8Array[] = [];
  const quantized: WeightSpec[] = [];
  let at = 0;
  for (const spec of specs) {
    const size = spec.shape.reduce((a, b) => a * b, 1);
    if (spec.quantization || (spec.dtype !== 'float32' && spec.dtype !== 'int32')) throw new Error(`Face model: ${spec.name} is ${spec.dtype}`);
    const bytes = data.slice(at, at + size * 4);
    at += size * 4;
    if (spec.dtype === 'int32') {
      parts.push(new Uint8Array(bytes));
      quantized.push(spec);
      continue;
    }
    parts.push(new Uint8Array(Uint16Array.from(new Float32Array(bytes), toFloat16).buffer));
    quantized.push({ ...spec, quantization: { dtype: 'float16' } });
  }
  if (at !== data.byteLength) throw new Error('Face model: the weights do not match their manifest');
  return { specs: quantized, data: new Uint8Array(parts.flatMap((part) => [...part])) };
}

function sourceModel(): string {
  // The package exports only its code; its models sit beside dist/.
  const entry = fileURLToPath(import.meta.resolve('@vladmandic/human'));
  return resolve(dirname(entry), '../models/blazeface.json');
}

/** Writes the quantized model into modelDir unless it is there and newer than the package's. */
export function writeFaceModel(): void {
  const source = sourceModel();
  const target = resolve(modelDir, 'blazeface.json');
  if (existsSync(target) && statSync(target).mtimeMs >= Math.max(statSync(source).mtimeMs, statSync(import.meta.filename).mtimeMs)) return;
  const model = JSON.parse(readFileSync(source, 'utf8')) as { modelTopology: unknown; weightsManifest: Array<{ paths: string[]; weights: WeightSpec[] }> };
  const [group] = model.weightsManifest;
  if (!group || model.weightsManifest.length !== 1) throw new Error('Face model: expected one weights group');
  const bytes = readFileSync(resolve(dirname(source), group.paths[0]!));
  const { specs, data } = quantize(group.weights, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  mkdirSync(modelDir, { recursive: true });
  writeFileSync(resolve(modelDir, 'blazeface.bin'), data);
  // The topology and the specs only: the weights' path is the detector's to give (its hashed URL).
  writeFileSync(target, JSON.stringify({ modelTopology: model.modelTopology, weightSpecs: specs }));
}

export function faceModel(): Plugin {
  return { name: 'racelens-face-model', config: () => void writeFaceModel() };
}
