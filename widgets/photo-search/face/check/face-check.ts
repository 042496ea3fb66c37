/**
 * The selfie's face check on the device (docs/ARCHITECTURE.md §face-check): the detector's chunk
 * is fetched when the face panel opens (while the participant reads the consent) and asked once a
 * photo is picked. It only adds to the platform's own check: where it cannot load, cannot run
 * (too little memory) or takes longer than CHECK_TIMEOUT_MS, the answer is null and the search
 * goes on as before, with no message about the device check.
 */

import { remember } from '../../../../src/store/base/remember';
import type * as DetectorModule from './face-detector';
import { type FaceVerdict, verdictOf } from './face-verdict';

/** The longest the check may wait for the detector to start, and then for its answer. */
export const CHECK_TIMEOUT_MS = 3000;
/** Below this (navigator.deviceMemory, in GB) the detector's tensors would crowd out the page. */
const MIN_DEVICE_MEMORY_GB = 1;

interface Detector {
  detectFaces: typeof DetectorModule.detectFaces;
  /** What it runs on: 'wasm', or 'cpu' where the page refuses WebAssembly. */
  backend: string;
}

/** Started once per page; a failed start only means no device check (it is not tried again). */
const detector = remember<void, Promise<Detector>>(() =>
  import('./face-detector').then(async ({ startDetector, detectFaces }) => ({ backend: await startDetector(), detectFaces })),
);

const lowMemory = () => {
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return memory !== undefined && memory < MIN_DEVICE_MEMORY_GB;
};

/**
 * Starts fetching and warming the detector (harmless to call again). Answers its backend once it
 * is ready, null where it cannot run.
 */
export function preloadDetector(): Promise<string | null> {
  if (lowMemory()) return Promise.resolve(null);
  return detector().then(
    ({ backend }) => backend,
    () => null, // a failed start only means no device check
  );
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(reject, ms, new Error('Face check timeout'));
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** None, one or several faces in `photo` (decoded upright: decodeUpright), or null when the device cannot tell in time. */
export async function checkFaces(photo: CanvasImageSource & { width: number; height: number }): Promise<FaceVerdict | null> {
  void preloadDetector();
  const started = detector.peek();
  if (!started) return null;
  try {
    const { detectFaces } = await within(started, CHECK_TIMEOUT_MS);
    return verdictOf(await within(detectFaces(photo), CHECK_TIMEOUT_MS));
  } catch {
    return null;
  }
}
