/**
 * The selfie file (PRODUCT.md §validation-selfie, PRODUCT.md §constants-limits): at most 8 MB, and
 * really a JPEG or PNG (CONTRACT.md, 415).
 */
import type { MessageKey } from './message-key';

export const SELFIE_MAX_BYTES = 8 * 1024 * 1024;
/** How many leading bytes `sniffImage` needs. */
export const SNIFF_BYTES = 12;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image kind from its magic bytes, whatever the file name or MIME type claim. */
export function sniffImage(head: Uint8Array): ImageKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1|hevc)$/.test(ascii(head, 8, 12))) return 'heic';
  return null;
}

/** What recognition accepts; other images must be converted (e.g. drawn to a canvas) first. */
export const UPLOADABLE: readonly ImageKind[] = ['jpeg', 'png'];

export function validateSelfie(file: { size: number }, head: Uint8Array): MessageKey | null {
  if (file.size > SELFIE_MAX_BYTES) return 'selfie.fileTooLarge';
  const kind = sniffImage(head);
  return kind && UPLOADABLE.includes(kind) ? null : 'selfie.notAnImage';
}

/** Reads the leading bytes `validateSelfie` needs. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}
