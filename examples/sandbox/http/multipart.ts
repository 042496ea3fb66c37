import { ApiError } from './reply';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/**
 * A multipart/form-data parser for the one upload of this API (a selfie plus a few fields).
 * The body is already in memory and bounded, so a simple boundary scan is enough.
 */
export function parseMultipart(body: Buffer, contentType: string | undefined): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!contentType?.toLowerCase().startsWith('multipart/form-data') || !boundary) {
    throw new ApiError(400, 'ValidationFailed', 'file: send the selfie as multipart/form-data');
  }
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let cursor = body.indexOf(delimiter);
  if (cursor < 0) throw malformed();
  while (true) {
    cursor += delimiter.length;
    // `--` right after a delimiter closes the body.
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) break;
    cursor = skipCrlf(body, cursor);
    const next = body.indexOf(delimiter, cursor);
    if (next < 0) throw malformed();
    parts.push(parsePart(body.subarray(cursor, trimCrlf(body, next))));
    cursor = next;
  }
  return parts;
}

function parsePart(raw: Buffer): Part {
  const headerEnd = raw.indexOf('\r\n\r\n');
  if (headerEnd < 0) throw malformed();
  const headers = raw.subarray(0, headerEnd).toString('utf8').split('\r\n');
  const data = raw.subarray(headerEnd + 4);
  const part: Part = { name: '', data };
  for (const line of headers) {
    const [key = '', ...rest] = line.split(':');
    const value = rest.join(':').trim();
    if (key.toLowerCase() === 'content-disposition') {
      part.name = /\bname="([^"]*)"/i.exec(value)?.[1] ?? '';
      const filename = /\bfilename="([^"]*)"/i.exec(value)?.[1];
      if (filename !== undefined) part.filename = filename;
    } else if (key.toLowerCase() === 'content-type') {
      part.contentType = value;
    }
  }
  return part;
}

const skipCrlf = (buf: Buffer, at: number) => (buf[at] === 0x0d && buf[at + 1] === 0x0a ? at + 2 : at);
const trimCrlf = (buf: Buffer, end: number) => (buf[end - 2] === 0x0d && buf[end - 1] === 0x0a ? end - 2 : end);
const malformed = () => new ApiError(400, 'ValidationFailed', 'file: the multipart body is malformed');

/** A small text field of the form, trimmed; undefined when absent or empty. */
export function multipartField(parts: Part[], name: string): string | undefined {
  const value = parts
    .find((part) => part.name === name && part.filename === undefined)
    ?.data.toString('utf8')
    .trim();
  return value || undefined;
}
