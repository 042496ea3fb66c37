/**
 * A failed call's console words (src/why-empty.ts) load on demand; when they cannot come (the
 * device offline, a CDN that does not serve them), the host page sees no error of ours.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../helpers/server';

vi.mock('../../../src/why-empty', () => {
  throw new Error('the words did not come');
});

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('a failed call whose console words cannot load', () => {
  it('still answers its failure, and leaves no unhandled rejection behind', async () => {
    const { request } = await import('../../../src/api/http');
    const { createApiContext } = await import('../../../src/api/client');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      server.handle((_req, res) => json(res, 404, { code: 'NotFound' }));
      const result = await request(createApiContext({ baseUrl: server.base, retries: 0 }), 'photo-service', { path: '/events/999' });
      expect(result).toMatchObject({ ok: false, error: { status: 404, code: 'NotFound' } });
      // The words' import settles after the call's answer; Node reports an unhandled rejection a turn later.
      await vi.dynamicImportSettled();
      await new Promise((done) => setImmediate(done));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
