import { randomBytes, randomUUID } from 'node:crypto';

/** Ids of things created at run time: unguessable, readable, typed by their prefix. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').toLowerCase()}`;
}

/** A secret for links that must not be guessed (downloads, archives). */
export function newSecret(): string {
  return randomBytes(16).toString('hex');
}

export const newUuid = () => randomUUID();

/** Ids arrive as numbers or strings (the wire contract allows both); compare them as text. */
export const sameId = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);
