import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../examples/sandbox/media/zip';
import { PhotoList } from '../../src/api/schemas/photos';
import { SelfieCreated, SelfieResult } from '../../src/api/schemas/recognition';
import { client, DEMO, expectError, poll, svc, wire } from './helpers';

const api = client();
const demoSelfie = (name: string) => readFile(new URL(`../../examples/sandbox/demo-selfies/${name}`, import.meta.url));

function form(file: Uint8Array, filename = 'face.jpg', type = 'image/jpeg', fields: Record<string, string> = {}) {
  const data = new FormData();
  data.set('file', new Blob([new Uint8Array(file)], { type }), filename);
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const upload = (body: BodyInit, albumId: number = DEMO.open.albumId) => api.call('POST', svc('recognition-service', `/selfies?albumId=${albumId}`), { body });

async function recognise(file: Uint8Array, type = 'image/jpeg', albumId: number = DEMO.open.albumId) {
  const created = await upload(form(file, 'face', type), albumId);
  expect(created.status).toBe(201);
  const { selfieId } = wire(SelfieCreated, created.body);
  const states = await poll(
    async () => wire(SelfieResult, (await api.get(svc('recognition-service', `/selfies/${selfieId}`))).body),
    (result) => result.state !== 'Pending',
  );
  return { first: states[0]!, last: states.at(-1)! };
}

/** A real PNG of the given size (one grey scanline per row), to test the IHDR path. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('recognition-service POST /selfies and GET /selfies/{id}', () => {
  it('is Pending first, then Done with persons whose photos are in the album', async () => {
    const { first, last } = await recognise(await demoSelfie('face.jpg'));
    expect(first.state).toBe('Pending');
    expect(first.persons).toEqual([]);
    expect(last.state).toBe('Done');
    expect(last.persons.length).toBeGreaterThanOrEqual(1);
    expect(last.persons.length).toBeLessThanOrEqual(2);
    for (const person of last.persons) {
      const photos = wire(PhotoList, (await api.get(svc('photo-service', `/photos?albumId=${DEMO.open.albumId}&personId=${person.personId}&count=100`))).body);
      expect(photos.total).toBe(person.photoCount);
      expect(photos.total).toBeGreaterThan(0);
    }
  });

  it("lists each upload's pixel size at GET /sandbox/admin/selfies, newest last", async () => {
    const created = await upload(form(png(321, 123), 'face.png', 'image/png'));
    const { selfieId } = wire(SelfieCreated, created.body);
    const items = (await api.get('/sandbox/admin/selfies')).body.items as Array<{ selfieId: string; width: number; height: number }>;
    expect(items.at(-1)).toMatchObject({ selfieId, width: 321, height: 123 });
  });

  it('accepts a PNG, and the same image size always finds the same persons', async () => {
    const a = await recognise(png(640, 480), 'image/png');
    const b = await recognise(png(640, 480), 'image/png');
    expect(a.last.state).toBe('Done');
    expect(b.last.persons).toEqual(a.last.persons);
    expect((await recognise(await demoSelfie('face.png'), 'image/png')).last.state).toBe('Done');
  });

  it.each([
    ['no-face.jpg', 'NoFace'],
    ['several-faces.jpg', 'SeveralFaces'],
    ['error.jpg', 'Failed'],
  ])('answers %s with %s and no persons', async (file, state) => {
    const { last } = await recognise(await demoSelfie(file));
    expect(last).toMatchObject({ state, persons: [] });
  });

  it('accepts an optional birth date (YYYY-MM-DD) and refuses a malformed one', async () => {
    const jpeg = await demoSelfie('face.jpg');
    expect((await upload(form(jpeg, 'face.jpg', 'image/jpeg', { birthDate: '1990-11-30' }), 10200)).status).toBe(201);
    expectError(await upload(form(jpeg, 'face.jpg', 'image/jpeg', { birthDate: '30/11/1990' }), 10200), 400, 'ValidationFailed');
  });

  it('refuses bytes that are not JPEG or PNG with 415', async () => {
    expectError(await upload(form(new TextEncoder().encode('GIF89a not a photo'), 'face.jpg')), 415, 'UnsupportedMediaType');
  });

  it('refuses a file over 8 MB with 413 FileTooLarge as soon as its size is known', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const error = expectError(await upload(form(big)), 413, 'FileTooLarge');
    expect(error.message).toContain('8 MB');
    // The server is fine afterwards, on the same keep-alive connection pool.
    expect((await api.get(svc('photo-service', '/events?count=1'))).status).toBe(200);
  });

  it('stops reading a streamed upload (no Content-Length) once it passes 8 MB', async () => {
    const boundary = 'sandbox-test-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="face.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(Buffer.concat([head, Buffer.from([0xff, 0xd8, 0xff])]));
        else if (sent < 12) controller.enqueue(chunk);
        else controller.close();
        sent++;
      },
    });
    const res = await fetch(`${api.base}${svc('recognition-service', `/selfies?albumId=${DEMO.open.albumId}`)}`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'FileTooLarge' });
  });

  it('refuses a request without a file, without an album, for an unknown album or a protected event', async () => {
    expectError(await upload(form(new Uint8Array(0))), 400, 'ValidationFailed');
    const noFile = new FormData();
    noFile.set('birthDate', '1990-01-01');
    expectError(await upload(noFile), 400, 'ValidationFailed');
    expectError(await upload('plain text body'), 400, 'ValidationFailed');
    expectError(await api.call('POST', svc('recognition-service', '/selfies'), { body: form(await demoSelfie('face.jpg')) }), 400, 'ValidationFailed');
    expectError(await upload(form(await demoSelfie('face.jpg')), 4242), 404, 'NotFound');
    expectError(await upload(form(await demoSelfie('face.jpg')), DEMO.protected.albumId), 400, 'ValidationFailed');
  });

  it('answers 404 for an unknown selfie', async () => {
    expectError(await api.get(svc('recognition-service', '/selfies/selfie_nope')), 404, 'NotFound');
  });

  it('serves the demo selfies for people and for the face-capture flow', async () => {
    const res = await fetch(`${api.base}/sandbox/media/demo-selfies/several-faces.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer()).equals(await demoSelfie('several-faces.jpg'))).toBe(true);
  });
});
