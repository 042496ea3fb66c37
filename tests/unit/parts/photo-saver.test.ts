/**
 * "Save to Photos" step by step (PRODUCT.md §routes-order-share), with the downloads and the share
 * sheet replaced by recorders: what is fetched, which groups are handed over with which files, and
 * what a visitor sees of failures and of closing the sheet.
 */
import { describe, expect, it } from 'vitest';
import { createApiContext } from '../../../src/api/context';
import type { Result } from '../../../src/api/http';
import { filesApi } from '../../../src/api/services/files';
import { createPhotoSaver, type SaveEntry, type SaverDeps } from '../../../src/parts/orders/photo-saver';
import { startServer } from '../helpers/server';

const entries = (count: number): SaveEntry[] =>
  Array.from({ length: count }, (_, i) => ({ n: i + 1, title: `Photo ${i + 1}`, url: `https://files.example/${i + 1}` }));
const ok = (blob: Blob): Result<Blob> => ({ ok: true, data: blob, status: 200 });
const failure: Result<Blob> = { ok: false, error: { status: 500, code: 'HttpError' } };

/** A platform whose file `n` is `n` bytes of JPEG, with scripted failures per URL. */
interface Script {
  /** Failures before a URL answers. */
  failing?: Record<string, number>;
  /** Content types other than JPEG. */
  types?: Record<string, string>;
  /** What `canShare` refuses. */
  refuse?: (files: File[]) => boolean;
  /** What each share does in turn: throw the error, or (null, or none left) record the files. */
  shareResults?: Array<Error | null>;
}

function setup({ failing = {}, types = {}, refuse = () => false, shareResults = [] }: Script = {}) {
  const downloads: string[] = [];
  const shares: File[][] = [];
  const deps: SaverDeps = {
    download: async (url) => {
      downloads.push(url);
      const left = failing[url] ?? 0;
      if (left > 0) {
        failing[url] = left - 1;
        return failure;
      }
      const n = Number(url.split('/').pop());
      return ok(new Blob([new Uint8Array(n)], { type: types[url] ?? 'image/jpeg' }));
    },
    canShare: (data) => !refuse(data.files ?? []),
    share: async (data) => {
      const outcome = shareResults.shift();
      if (outcome) throw outcome;
      shares.push(data.files ?? []);
    },
    nameOf: (n, type) => `riga-city-run-1234-${n}.${type === 'image/jpeg' ? 'jpg' : 'x'}`,
  };
  return { saver: createPhotoSaver(deps), downloads, shares };
}

describe('save to photos', () => {
  it('fetches every file in order, then hands them over in groups of 10 with their names, types and bytes', async () => {
    const { saver, downloads, shares } = setup();
    await saver.start(entries(24));
    expect(downloads).toEqual(entries(24).map((e) => e.url));
    expect(saver.fetched.value).toBe(24);

    for (const expected of [10, 10, 4]) {
      expect(saver.nextReady.value).toBe(true);
      expect(saver.next.value).toHaveLength(expected);
      await saver.shareNext();
    }
    expect(shares.map((group) => group.length)).toEqual([10, 10, 4]);
    const all = shares.flat();
    expect(all.map((f) => f.name)).toEqual(entries(24).map((e) => `riga-city-run-1234-${e.n}.jpg`));
    expect(all.map((f) => f.size)).toEqual(entries(24).map((e) => e.n));
    expect(new Set(all.map((f) => f.type))).toEqual(new Set(['image/jpeg']));
    expect(saver.handed.value).toBe(24);
    expect(saver.done.value).toBe(true);
    expect(saver.nextReady.value).toBe(false);
  });

  it('offers the first group as soon as it is full, while the rest are still coming', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // File 12 hangs until released: the first 11 are in.
    const slow = createPhotoSaver({
      download: async (url) => {
        if (url.endsWith('/12')) await gate;
        return ok(new Blob([new Uint8Array(3)], { type: 'image/jpeg' }));
      },
      canShare: () => true,
      share: async () => {},
      nameOf: (n) => `${n}.jpg`,
    });
    const started = slow.start(entries(24));
    await expect.poll(() => slow.fetched.value).toBe(11);
    expect(slow.fetching.value).toBe(true);
    expect(slow.nextReady.value).toBe(true);
    expect(slow.next.value).toHaveLength(10);
    await slow.shareNext();
    // One waiting file is not a full group while more are coming.
    expect(slow.nextReady.value).toBe(false);
    release();
    await started;
    expect(slow.nextReady.value).toBe(true);
    expect(slow.next.value).toHaveLength(10);
    await slow.shareNext();
    await slow.shareNext();
    expect(slow.handed.value).toBe(24);
  });

  it('a file whose download failed is named (no second layer of tries), the others go on, and its own retry brings it into the next share', async () => {
    const { saver, downloads, shares } = setup({ failing: { 'https://files.example/3': 1 } });
    await saver.start(entries(6));
    // The request path has retried already (src/api/CONTRACT.md "Retries"): the saver asks once.
    expect(downloads.filter((u) => u.endsWith('/3'))).toHaveLength(1);
    expect(saver.failed.value.map((e) => e.n)).toEqual([3]);
    await saver.shareNext();
    expect(shares[0]!.map((f) => f.name)).toEqual([1, 2, 4, 5, 6].map((n) => `riga-city-run-1234-${n}.jpg`));
    // Not all are there while one is still to try again.
    expect(saver.done.value).toBe(false);

    await saver.retry(saver.failed.value[0]!);
    expect(saver.failed.value).toEqual([]);
    expect(saver.nextReady.value).toBe(true);
    await saver.shareNext();
    expect(shares[1]!.map((f) => f.name)).toEqual(['riga-city-run-1234-3.jpg']);
    expect(saver.handed.value).toBe(6);
    expect(saver.done.value).toBe(true);
  });

  it('through the real request path, a download that keeps failing is tried three times in all, then offered again', async () => {
    const server = await startServer();
    try {
      let failing = true;
      server.handle((_req, res) => (failing ? res.writeHead(503).end() : res.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpeg')));
      const files = filesApi(createApiContext({ baseUrl: server.base, retryDelayMs: 1 }));
      const saver = createPhotoSaver({
        download: (url) => files.download(url),
        share: async () => {},
        canShare: () => true,
        nameOf: (n) => `${n}.jpg`,
      });
      const entry = { n: 1, title: 'Photo 1', url: `${server.base}/files/1.jpg` };
      await saver.start([entry]);
      expect(server.requests).toHaveLength(3);
      expect(saver.failed.value).toEqual([entry]);
      failing = false;
      await saver.retry(entry);
      expect(server.requests).toHaveLength(4);
      expect(saver.failed.value).toEqual([]);
      expect(saver.nextReady.value).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('closing the share sheet (AbortError) is silent and keeps the group for the next tap', async () => {
    const { saver, shares } = setup({ shareResults: [new DOMException('Share canceled', 'AbortError')] });
    await saver.start(entries(3));
    await saver.shareNext();
    expect(saver.shareFailed.value).toBe(false);
    expect(shares).toEqual([]);
    expect(saver.handed.value).toBe(0);
    expect(saver.nextReady.value).toBe(true);
    await saver.shareNext();
    expect(shares.map((g) => g.length)).toEqual([3]);
  });

  it('a share the browser refuses (no tap, NotAllowedError) says so and keeps the group', async () => {
    const { saver, shares } = setup({ shareResults: [new DOMException('Not allowed', 'NotAllowedError')] });
    await saver.start(entries(2));
    await saver.shareNext();
    expect(saver.shareFailed.value).toBe(true);
    await saver.shareNext();
    expect(saver.shareFailed.value).toBe(false);
    expect(shares.map((g) => g.length)).toEqual([2]);
  });

  it('leaves out what is no photo or video (a ZIP) and what the browser will not share (too large), naming both', async () => {
    const { saver, shares } = setup({
      types: { 'https://files.example/2': 'application/zip' },
      refuse: (files) => files.some((f) => f.size === 4),
    });
    await saver.start(entries(4));
    expect(saver.notMedia.value.map((e) => e.n)).toEqual([2]);
    expect(saver.refused.value.map((e) => e.n)).toEqual([4]);
    await saver.shareNext();
    expect(shares[0]!.map((f) => f.size)).toEqual([1, 3]);
  });

  it('a video over 50 MB that the sheet refuses becomes a link, and the photos after it still go', async () => {
    const big = 60_000_000;
    const saver = createPhotoSaver({
      download: async (url) => ok(new Blob([new Uint8Array(url.endsWith('/2') ? big : 5)], { type: url.endsWith('/2') ? 'video/mp4' : 'image/jpeg' })),
      canShare: () => true,
      share: async (data) => {
        if ((data.files ?? []).some((f) => f.size > 50_000_000)) throw new DOMException('Share too large', 'NotAllowedError');
      },
      nameOf: (n) => `${n}`,
    });
    await saver.start(entries(3));
    await saver.shareNext(); // photo 1
    await saver.shareNext(); // the video, alone: refused
    expect(saver.refused.value.map((e) => e.n)).toEqual([2]);
    expect(saver.shareFailed.value).toBe(false);
    expect(saver.nextReady.value).toBe(true);
    await saver.shareNext(); // photo 3
    expect(saver.handed.value).toBe(2);
    expect(saver.done.value).toBe(true);
  });
});
