import type { Reply } from './reply';

/**
 * A file answer with HTTP Range support: browsers stream and seek videos with Range requests
 * (Safari refuses to play a video whose server ignores them).
 */
export function bytesReply(bytes: Uint8Array, contentType: string, range: string | undefined, headers: Record<string, string> = {}): Reply {
  const base = { 'Content-Type': contentType, 'Accept-Ranges': 'bytes', ...headers };
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!range || !match) return { status: 200, headers: base, body: bytes };
  const size = bytes.length;
  let start = match[1] ? Number(match[1]) : size - Number(match[2]);
  let end = match[1] && match[2] ? Number(match[2]) : size - 1;
  if (!match[1] && !match[2]) start = size; // "bytes=-" is not satisfiable
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  if (start > end || start >= size) return { status: 416, headers: { ...base, 'Content-Range': `bytes */${size}` } };
  return { status: 206, headers: { ...base, 'Content-Range': `bytes ${start}-${end}/${size}` }, body: bytes.subarray(start, end + 1) };
}
