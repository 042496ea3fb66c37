/**
 * Deterministic pseudo-randomness. Photos, their sizes and who is on them are derived from
 * (event, index) rather than stored, so the same inputs must always give the same numbers.
 */

/** FNV-1a over the parts joined by '|'; an unsigned 32-bit integer. */
export function hash32(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // One extra avalanche round: FNV alone leaves the low bits poorly mixed for short inputs.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

export function pick<T>(items: readonly T[], h: number): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[h % items.length] as T;
}
