import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Committed binary files (made once by scripts/make-fixtures.sh), read on first use. */
const cache = new Map<string, Buffer>();

function asset(relative: string): Buffer {
  let bytes = cache.get(relative);
  if (!bytes) {
    bytes = readFileSync(fileURLToPath(new URL(relative, import.meta.url)));
    cache.set(relative, bytes);
  }
  return bytes;
}

/** The one short clip every sandbox video plays. */
export const demoVideo = () => asset('./assets/demo-video.mp4');

export const DEMO_SELFIES = ['face.jpg', 'face.png', 'no-face.jpg', 'several-faces.jpg', 'error.jpg'] as const;

export const demoSelfie = (name: (typeof DEMO_SELFIES)[number]) => asset(`../demo-selfies/${name}`);
