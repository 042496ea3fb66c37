import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Archive } from '../../src/api/schemas/archives';
import { client, expectError, isolatedSandbox, paidOrder, placeOrder, poll, svc, wire } from './helpers';

const api = client();
const createArchive = (orderId: string, a = api) => a.post(svc('archive-service', '/archives/'), { orderId });

/** Reads a stored ZIP: its entries, each checked against its CRC-32 (computed by node:zlib here). */
function readZip(zip: Buffer): Array<{ name: string; data: Buffer }> {
  const entries: Array<{ name: string; data: Buffer }> = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const crc = zip.readUInt32LE(at + 14);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const data = zip.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    expect(method).toBe(0);
    expect(crc32(data)).toBe(crc);
    entries.push({ name, data });
    at += 30 + nameLength + extra + size;
  }
  expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
  expect(zip.readUInt16LE(zip.length - 12)).toBe(entries.length);
  return entries;
}

describe('archive-service POST /archives/ and GET /archives/{id}', () => {
  it('answers 201 with an empty body and the archive in Location and X-Archive-Id', async () => {
    const { orderId } = await paidOrder(api, { photos: 2 });
    const res = await createArchive(orderId);
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    const id = res.headers.get('x-archive-id');
    expect(id).toBeTruthy();
    expect(res.headers.get('location')).toBe(`${api.base}${svc('archive-service', `/archives/${id}`)}`);
    const archive = wire(Archive, (await api.get(svc('archive-service', `/archives/${id}`))).body);
    expect(archive.id).toBe(id);
  });

  it('is ready when Published, with a ZIP of the order’s clean photos and a CSV', async () => {
    const { orderId, photoIds } = await paidOrder(api, { photos: 3 });
    const id = (await createArchive(orderId)).headers.get('x-archive-id')!;
    const states = await poll(
      async () => wire(Archive, (await api.get(svc('archive-service', `/archives/${id}`))).body),
      (a) => a.state === 'Published',
    );
    const published = states.at(-1)!;
    expect(published.state).toBe('Published');
    expect(published.fileUrl).toMatch(/\.zip$/);
    const file = await fetch(published.fileUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    const entries = readZip(Buffer.from(await file.arrayBuffer()));
    const photos = entries.filter((e) => e.name.endsWith('.svg'));
    expect(
      photos
        .map((e) => e.name.match(/photo-(\d+)\.svg$/)![1])
        .map(Number)
        .sort(),
    ).toEqual([...photoIds].sort());
    for (const photo of photos) expect(photo.data.toString()).not.toContain('PREVIEW');
    expect(entries.find((e) => e.name.endsWith('order.csv'))!.data.toString()).toMatch(/^item,product,type,price,files/);
  });

  it('refuses an unpaid order (409 OrderNotPaid), an unknown order (404) and a missing orderId (400)', async () => {
    const { orderId } = await placeOrder(api);
    expectError(await createArchive(orderId), 409, 'OrderNotPaid');
    expectError(await createArchive('ord_nope'), 404, 'NotFound');
    expectError(await api.post(svc('archive-service', '/archives'), {}), 400, 'ValidationFailed');
    expectError(await api.get(svc('archive-service', '/archives/arc_nope')), 404, 'NotFound');
  });
});

describe('archive states over time (PRODUCT.md §states-archive: Pending → Processing → Published)', () => {
  // Its own sandbox at a slower clock, so each state lasts long enough to be seen.
  let own: Awaited<ReturnType<typeof isolatedSandbox>>;
  beforeAll(async () => {
    own = await isolatedSandbox({ timeScale: 0.5 });
  });
  afterAll(() => own.stop());

  it('goes through every state in order, with a fileUrl only once Published', async () => {
    const { orderId } = await paidOrder(own.api);
    const id = (await createArchive(orderId, own.api)).headers.get('x-archive-id')!;
    const seen = await poll(
      async () => wire(Archive, (await own.api.get(svc('archive-service', `/archives/${id}`))).body),
      (a) => a.state === 'Published',
      5000,
      25,
    );
    const states = seen.map((a) => a.state).filter((s, i, all) => s !== all[i - 1]);
    expect(states).toEqual(['Pending', 'Processing', 'Published']);
    expect(seen.filter((a) => a.state !== 'Published').every((a) => a.fileUrl === null)).toBe(true);
    // The file is not there before it is Published.
    const early = (await createArchive(orderId, own.api)).headers.get('x-archive-id')!;
    const pending = wire(Archive, (await own.api.get(svc('archive-service', `/archives/${early}`))).body);
    expect(pending.state).toBe('Pending');
  });
});
