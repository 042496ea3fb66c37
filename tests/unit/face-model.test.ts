/**
 * The face model as the build stores it (widgets/build/vite/face-model.ts): half-precision
 * weights that TensorFlow.js reads back as the float32 values they were, within half a step.
 */
import '@tensorflow/tfjs-backend-cpu';
import { io } from '@tensorflow/tfjs-core';
import { describe, expect, it } from 'vitest';
import { quantize, toFloat16 } from '../../widgets/build/vite/face-model';

describe('toFloat16', () => {
  it('keeps what half precision can hold exactly, and overflows to infinity', () => {
    expect([0, 1, -2.5, 65504, 2 ** -24].map(toFloat16)).toEqual([0x0000, 0x3c00, 0xc100, 0x7bff, 0x0001]);
    expect(toFloat16(1e6)).toBe(0x7c00);
  });
});

describe('quantize', () => {
  it('stores float32 tensors as float16 and int32 ones as they are, and TensorFlow.js reads them back', () => {
    const floats = [0.1234, -3.5, 1e-3, 250.75];
    const ints = [7, -1];
    const data = new Uint8Array([...new Uint8Array(Float32Array.from(floats).buffer), ...new Uint8Array(Int32Array.from(ints).buffer)]).buffer;
    const specs = [
      { name: 'w', shape: [2, 2], dtype: 'float32' },
      { name: 'shape', shape: [2], dtype: 'int32' },
    ];
    const stored = quantize(specs, data);
    expect(stored.data.byteLength).toBe(4 * 2 + 2 * 4);
    const tensors = io.decodeWeights(stored.data.buffer as ArrayBuffer, stored.specs as io.WeightsManifestEntry[]);
    const back = Array.from(tensors.w!.dataSync());
    for (const [i, value] of back.entries()) expect(Math.abs(value - floats[i]!)).toBeLessThanOrEqual(Math.abs(floats[i]!) * 2 ** -11);
    expect(Array.from(tensors.shape!.dataSync())).toEqual(ints);
  });

  it('refuses weights that do not match their manifest', () => {
    expect(() => quantize([{ name: 'w', shape: [3], dtype: 'float32' }], new ArrayBuffer(8))).toThrow(/manifest|offset|length/i);
  });
});
