import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart } from '../../src/api/schemas/carts';
import { OrderList } from '../../src/api/schemas/orders';
import {
  addItem,
  client,
  DEMO,
  expectError,
  getCart,
  isolatedSandbox,
  jwtFor,
  newCart,
  paidOrder,
  photoIds,
  productId,
  searchToken,
  svc,
  wire,
} from './helpers';

/**
 * The sandbox as a platform stand-in: CORS, unknown routes, bad HTTP, fault injection, the
 * request log, its own pages, and its state on disk (restart, atomic writes, reset).
 */
const api = client();
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('HTTP basics', () => {
  it('answers CORS preflights with 204 and allows the client’s headers', async () => {
    const res = await fetch(`${api.base}${svc('cart-service', '/shoppingCarts')}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://organizer.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-search-token',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-search-token', 'idempotency-key', 'accept-language', 'x-sandbox-fault'])
      expect(allowed).toContain(header);
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('sends CORS headers on every answer and exposes Location, X-Archive-Id and Retry-After', async () => {
    for (const path of [svc('photo-service', '/events'), svc('photo-service', '/events/1'), '/sandbox/mail', '/nowhere']) {
      const res = await fetch(api.base + path, { headers: { Origin: 'https://organizer.example' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-expose-headers')).toBe('Location, X-Archive-Id, Retry-After');
    }
  });

  it('answers unknown paths with 404 and known paths with a wrong method with 405, as JSON errors', async () => {
    expectError(await api.get('/public/nothing-service/api/v1/things'), 404, 'NotFound');
    expectError(await api.call('PUT', svc('photo-service', '/events')), 405, 'MethodNotAllowed');
    expectError(await api.get(svc('photo-service', '/events/%E0%A4%A')), 404, 'NotFound');
  });

  it('answers HEAD like GET without a body, and redirects / to the overview', async () => {
    const [photoId] = await photoIds(api, DEMO.open.albumId, 1);
    const head = await fetch(`${api.base}/sandbox/media/photos/${photoId}/preview.svg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await head.text()).toBe('');
    const root = await fetch(`${api.base}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/sandbox');
  });

  it('refuses JSON bodies over 1 MB with 413 PayloadTooLarge', async () => {
    const res = await api.post(svc('cart-service', '/shoppingCarts'), { padding: 'x'.repeat(1024 * 1024 + 10) });
    expectError(res, 413, 'PayloadTooLarge');
  });

  it('answers bytes that are not HTTP with 400 and stays up', async () => {
    const { port, hostname } = new URL(api.base);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write('THIS IS NOT HTTP\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await api.get(svc('photo-service', '/events?count=1'))).status).toBe(200);
  });
});

describe('fault injection', () => {
  const events = (fault?: string) => api.get(svc('photo-service', '/events?count=1'), fault ? { headers: { 'X-Sandbox-Fault': fault } } : {});

  it('X-Sandbox-Fault: status=500 answers that status with an error body', async () => {
    expectError(await events('status=500'), 500, 'SandboxFault');
    expectError(await events('status=401'), 401, 'SandboxFault');
  });

  it('latency=… delays the real answer; combined with status, delays the error', async () => {
    let started = Date.now();
    expect((await events('latency=300')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    started = Date.now();
    expectError(await events('latency=150; status=503'), 503, 'SandboxFault');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drop closes the connection without an answer; malformed answers 200 with invalid JSON', async () => {
    await expect(fetch(`${api.base}${svc('photo-service', '/events')}`, { headers: { 'X-Sandbox-Fault': 'drop' } })).rejects.toThrow();
    const malformed = await fetch(`${api.base}${svc('photo-service', '/events')}`, { headers: { 'X-Sandbox-Fault': 'malformed' } });
    expect(malformed.status).toBe(200);
    expect(malformed.headers.get('content-type')).toContain('application/json');
    await expect(malformed.json()).rejects.toThrow();
  });

  it('refuses an unknown fault in the header (400)', async () => {
    expectError(await events('explode'), 400, 'ValidationFailed');
    expectError(await events('status=200'), 400, 'ValidationFailed');
  });

  it('admin rules fault matching requests, for `times` requests, until cleared', async () => {
    const cartId = await newCart(api);
    const rule = await api.post('/sandbox/admin/faults', { match: `GET /shoppingCarts/${cartId}$`, status: 500, times: 2 });
    expect(rule.status).toBe(200);
    expect(rule.body).toMatchObject({ match: `GET /shoppingCarts/${cartId}$`, status: 500, remaining: 2 });
    expectError(await api.get(svc('cart-service', `/shoppingCarts/${cartId}`)), 500, 'SandboxFault');
    expectError(await api.get(svc('cart-service', `/shoppingCarts/${cartId}`)), 500, 'SandboxFault');
    expect((await api.get(svc('cart-service', `/shoppingCarts/${cartId}`))).status).toBe(200);

    await api.post('/sandbox/admin/faults', { match: `* /shoppingCarts/${cartId}/attributes`, drop: true });
    await expect(fetch(`${api.base}${svc('cart-service', `/shoppingCarts/${cartId}/attributes`)}`, { method: 'PATCH', body: '[]' })).rejects.toThrow();
    expect((await api.get('/sandbox/admin/faults')).body.items.some((r: { match: string }) => r.match.includes(`${cartId}/attributes`))).toBe(true);
    expect((await api.del('/sandbox/admin/faults')).status).toBe(200);
    expect((await api.patch(svc('cart-service', `/shoppingCarts/${cartId}/attributes`), [])).status).toBe(204);
  });

  it('validates admin rules (400) and never faults the admin calls themselves', async () => {
    expectError(await api.post('/sandbox/admin/faults', { match: 'GET' }), 400, 'ValidationFailed');
    expectError(await api.post('/sandbox/admin/faults', { match: 'GET ([', status: 500 }), 400, 'ValidationFailed');
    expectError(await api.post('/sandbox/admin/faults', { match: 'GET /x', status: 200 }), 400, 'ValidationFailed');
    expectError(await api.post('/sandbox/admin/faults', { match: 'GET /x' }), 400, 'ValidationFailed');
    expect((await api.get('/sandbox/admin/faults', { headers: { 'X-Sandbox-Fault': 'status=500' } })).status).toBe(200);
  });

  it('logs requests with their status (0 when dropped) and the fault', async () => {
    const marker = `log-${Date.now()}`;
    await api.get(svc('photo-service', `/events?searchString=${marker}`));
    await fetch(`${api.base}${svc('photo-service', `/events?searchString=${marker}`)}`, { headers: { 'X-Sandbox-Fault': 'drop' } }).catch(() => undefined);
    const logged = async () =>
      (
        (await api.get(`/sandbox/admin/requests?path=${encodeURIComponent(`/events?searchString=${marker}`)}`)).body.items as Array<{
          method: string;
          status: number;
          fault?: string;
        }>
      ).map((r) => [r.method, r.status, r.fault]);
    // The status is written when the answer is done, which may be just after the client has it.
    await expect.poll(async () => (await logged())[0]).toEqual(['GET', 200, undefined]);
    const rows = await logged();
    // fetch may retry a GET whose connection died once, so there can be more than one drop.
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows.slice(1)) expect(row).toEqual(['GET', 0, 'drop']);
  });
});

describe('the sandbox’s own pages', () => {
  it('the overview says it is a development sandbox and lists the demo data', async () => {
    const res = await fetch(`${api.base}/sandbox`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Racelens development sandbox');
    expect(page).toContain('It is not the product');
    for (const text of ['Riga City Run', 'K7P2Q', '1985-04-12', 'family@example.com', 'CONFLICT10', '4242 4242 4242 4242', 'no-face.jpg'])
      expect(page).toContain(text);
    expect((await fetch(`${api.base}/sandbox/assets/sandbox.css`)).headers.get('content-type')).toContain('text/css');
  });

  it('the mailbox page escapes everything it shows', async () => {
    const email = `<img/src=x/onerror=alert(1)>${Date.now()}@example.com`;
    await paidOrder(api, { email });
    const res = await fetch(`${api.base}/sandbox/mail?to=${encodeURIComponent(email)}`);
    const page = await res.text();
    expect(page).toContain('development sandbox');
    expect(page).toContain('&lt;img/src=x/onerror=alert(1)&gt;');
    expect(page).not.toContain('<img/src=x');
    expect(page).toMatch(/<a href="http:\/\/[^"]+\/sandbox\/files\/orders\//);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const sent = (await api.get('/sandbox/api/mail')).body.items.map((m: { sentOn: string }) => m.sentOn);
    expect(sent).toEqual([...sent].sort().reverse());
  });

  it('the requests page escapes the forms’ fields', async () => {
    await api.post(svc('request-service', '/requests/business'), { name: '<script>alert(1)</script>', phone: '1234567' });
    const page = await (await fetch(`${api.base}/sandbox/requests`)).text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert');
  });
});

describe('state on disk', () => {
  it('keeps carts, orders and tokens across a restart', async () => {
    const first = await isolatedSandbox();
    const cartId = await newCart(first.api);
    const photo = await productId(first.api, DEMO.open.catalogId, 'Photo');
    const [photoId] = await photoIds(first.api, DEMO.open.albumId, 1);
    expect((await addItem(first.api, cartId, { productId: photo, catalogId: DEMO.open.catalogId, photoId })).status).toBe(204);
    const token = await searchToken(first.api, DEMO.open.eventId, { number: DEMO.open.bib, surname: DEMO.open.surname });
    const { orderId } = await paidOrder(first.api, { email: 'restart@example.com' });
    const before = await getCart(first.api, cartId);
    await first.stop(false);

    const second = await isolatedSandbox({ dataDir: first.dataDir, fresh: false });
    try {
      expect(await getCart(second.api, cartId)).toEqual(
        wire(Cart, { ...before, items: before.items.map((i) => ({ ...i, thumbnailUrl: i.thumbnailUrl!.replace(first.api.base, second.api.base) })) }),
      );
      const orders = wire(
        OrderList,
        (await second.api.get(svc('order-service', '/orders'), { headers: { Authorization: `Bearer ${jwtFor('restart@example.com')}` } })).body,
      );
      expect(orders.items.map((o) => [o.orderId, o.state])).toEqual([[orderId, 'Completed']]);
      const search = await second.api.get(svc('photo-service', `/photos?albumId=${DEMO.open.albumId}&startNumber=${DEMO.open.bib}`), {
        headers: { 'X-Search-Token': token },
      });
      expect(search.status).toBe(200);
      expect((await readdir(first.dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      await second.stop();
    }
  });

  it('reset restores the seed: admin call and reset()', async () => {
    const own = await isolatedSandbox();
    try {
      const cartId = await newCart(own.api);
      const reset = await own.api.post('/sandbox/admin/reset');
      expect(reset.body).toMatchObject({ reset: true });
      expectError(await own.api.get(svc('cart-service', `/shoppingCarts/${cartId}`)), 404, 'NotFound');
      const seeded = wire(
        OrderList,
        (await own.api.get(svc('order-service', '/orders'), { headers: { Authorization: `Bearer ${jwtFor(DEMO.customer)}` } })).body,
      );
      expect(seeded.total).toBe(4);

      const again = await newCart(own.api);
      await own.sandbox.reset();
      expectError(await own.api.get(svc('cart-service', `/shoppingCarts/${again}`)), 404, 'NotFound');
      const onDisk = JSON.parse(await readFile(join(own.dataDir, 'state.json'), 'utf8'));
      expect(onDisk.carts[again]).toBeUndefined();
    } finally {
      await own.stop();
    }
  });

  it('sets a state file that is not JSON aside and starts from the seed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'racelens-corrupt-'));
    await writeFile(join(dataDir, 'state.json'), '{"version": 1, "carts": {');
    await writeFile(join(dataDir, '.state.json.123.abcd.tmp'), 'half a write');
    const notices: string[] = [];
    const own = await isolatedSandbox({ dataDir, fresh: false, log: (line) => notices.push(line) });
    try {
      expect((await own.api.get(svc('photo-service', '/events/101'))).status).toBe(200);
      const names = await readdir(dataDir);
      expect(names.some((name) => name.startsWith('state.json.corrupt-'))).toBe(true);
      expect(names.some((name) => name.endsWith('.tmp'))).toBe(false);
      expect(notices.join('\n')).toContain('not valid JSON');
    } finally {
      await own.stop();
    }
  });

  it('search tokens expire after their lifetime (admin config shortens it)', { timeout: 20_000 }, async () => {
    const own = await isolatedSandbox();
    try {
      // Long enough for the first search on a busy machine; then it expires on its own.
      expect((await own.api.post('/sandbox/admin/config', { tokenTtlSeconds: 2 })).body).toMatchObject({ tokenTtlSeconds: 2 });
      const token = await searchToken(own.api, DEMO.open.eventId, { number: DEMO.open.bib, surname: DEMO.open.surname });
      const search = () =>
        own.api.get(svc('photo-service', `/photos?albumId=${DEMO.open.albumId}&startNumber=${DEMO.open.bib}`), { headers: { 'X-Search-Token': token } });
      expect((await search()).status).toBe(200);
      await expect.poll(async () => (await search()).status, { timeout: 10_000, interval: 250 }).toBe(401);
      expectError(await search(), 401, 'TokenExpired');
      expectError(await own.api.post('/sandbox/admin/config', { tokenTtlSeconds: -1 }), 400, 'ValidationFailed');
    } finally {
      await own.stop();
    }
  });
});

// These start the command line in a child process (tsx compiles the sandbox first): allow for a busy machine.
describe('a crash mid-write loses nothing that was acknowledged', { timeout: 60_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'racelens-crash-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** The CLI in a child process; resolves with its URL from the first line it prints. */
  function startCli(args: string[]) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'examples/sandbox/main.ts', '--port', '0', '--data-dir', dataDir, '--time-scale', '0.05', ...args],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk.toString()));
    const url = new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${errors}`)));
    });
    // Listened to from the start: by the time a test waits for it, it may long have happened.
    const closed = new Promise((resolve) => child.once('close', resolve));
    return { child, url, closed };
  }

  it('SIGKILL while carts are being written: every 201 is there after a restart, and the file is whole', async () => {
    const { child, url, closed } = startCli(['--reset']);
    const crashing = client(await url);
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers in parallel until the process dies under them.
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const id = `crash-${n}-${i}`;
        try {
          const res = await crashing.post(svc('cart-service', '/shoppingCarts'), { shoppingCartId: id });
          if (res.status === 201) acknowledged.push(id);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    const deadline = Date.now() + 20_000;
    while (acknowledged.length < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await closed;

    JSON.parse(await readFile(join(dataDir, 'state.json'), 'utf8'));
    const restarted = await isolatedSandbox({ dataDir, fresh: false });
    try {
      const missing: string[] = [];
      for (const id of acknowledged) if ((await restarted.api.get(svc('cart-service', `/shoppingCarts/${id}`))).status !== 200) missing.push(id);
      expect(missing).toEqual([]);
    } finally {
      await restarted.stop(false);
    }
  });

  it('--reset on the command line starts again from the seed', async () => {
    const { child, url, closed } = startCli(['--reset']);
    try {
      const fresh = client(await url);
      expectError(await fresh.get(svc('cart-service', '/shoppingCarts/crash-0-0')), 404, 'NotFound');
      expect((await fresh.get(svc('photo-service', '/events/101'))).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await closed;
    }
  });
});
