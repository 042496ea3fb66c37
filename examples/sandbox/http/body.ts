import type { IncomingMessage } from 'node:http';
import { ApiError } from './reply';

/** JSON bodies of this API are small; anything bigger is a mistake or an attack. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export const payloadTooLarge = (limit: number) => new ApiError(413, 'PayloadTooLarge', `The request body is larger than ${limit} bytes`);

/**
 * Reads the body, but never more than `limit` bytes: a declared Content-Length above the limit
 * is refused before reading, and a body that grows past it is refused the moment it does, so an
 * oversized upload never sits in memory. The rest of such a body is left for Node to discard.
 */
export function readBody(req: IncomingMessage, limit: number, tooLarge = payloadTooLarge): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      fn();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(() => reject(tooLarge(limit)));
      else chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => settle(() => resolve(Buffer.concat(chunks))));
    req.on('error', (error) => settle(() => reject(error)));
    req.on('close', () => settle(() => reject(new ApiError(400, 'Aborted', 'The request was aborted'))));
  });
}

/** An empty body is `undefined`; text that is not JSON is 400 MalformedJson. */
export function parseJson(body: Buffer): unknown {
  const text = body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError(400, 'MalformedJson', `The body is not valid JSON: ${(error as Error).message}`);
  }
}

/** An HTML form post (application/x-www-form-urlencoded). */
export const parseForm = (body: Buffer) => new URLSearchParams(body.toString('utf8'));
