/**
 * Bad settings after load, played as a host page (or a script on it) would: a language no header
 * can carry, addresses that run script or leave the site. Each is refused with a console warning
 * naming the option, and the widgets keep working with what was set before
 * (PRODUCT.md §overview-configuration).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { configure, readPageConfig } from '../../src/config';
import { ORDER, shopHref, shopPath } from '../../src/links/shop-paths';
import { getStore, resetStore } from '../../src/store/page';
import { cart } from './helpers/fixtures';
import { json, startServer } from './helpers/server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  resetStore();
  vi.restoreAllMocks();
});

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('bad settings after load', () => {
  it("configure({ lang: 'čeština' }) is refused by name, and every API call still answers", async () => {
    server.handle((_req, res) => json(res, 200, cart({ shoppingCartId: 'c-1' })));
    configure({ api: server.base, lang: 'de' });
    const store = getStore();
    const warn = warnings();
    configure({ lang: 'čeština' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('"lang"')));
    expect(readPageConfig().lang).toBe('de');
    expect(store.settings.settings.value.lang).toBe('de');
    expect(await store.api.carts.get('c-1')).toMatchObject({ ok: true, status: 200 });
  });

  it('a language that reaches the client anyway never costs the call: it is left out of the header', async () => {
    server.handle((_req, res) => json(res, 200, cart({ shoppingCartId: 'c-2' })));
    const api = createApiClient({ baseUrl: server.base, getLanguage: () => 'čeština', getSsoToken: () => null, retryDelayMs: 1 });
    expect(await api.carts.get('c-2')).toMatchObject({ ok: true, status: 200 });
    expect(server.requests).toHaveLength(1);
  });

  it.each(['javascript:alert(document.domain)//', 'data:text/html,<script>alert(1)</script>', '//evil.example', '/\\evil.example'])(
    'shopUrl %s is refused by name: no shop link leads there',
    async (address) => {
      configure({ shopUrl: 'https://shop.example' });
      const warn = warnings();
      configure({ shopUrl: address });
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('"shopUrl"')));
      expect(shopHref(shopPath(ORDER, { id: '42' }))).toBe('https://shop.example/order/42');
    },
  );

  it.each(['backURL', 'feedbackUrl', 'eventsServiceUrl', 'api'] as const)('%s: javascript: is refused by name', async (name) => {
    const before = readPageConfig()[name];
    const warn = warnings();
    configure({ [name]: 'javascript:alert(1)' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"${name}"`)));
    expect(readPageConfig()[name]).toBe(before);
  });

  it('a bad currency is refused by name', async () => {
    configure({ currencyId: 978 });
    const warn = warnings();
    configure({ currencyId: Number('EUR') });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('"currencyId"')));
    expect(readPageConfig().currencyId).toBe(978);
  });
});
