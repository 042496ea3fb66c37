import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { catalogOf, inCatalog, productOfType } from '../../../src/store/catalog';
import { createStore } from '../../../src/store/create-store';
import { memoryStorage } from '../../../src/store/storage';
import { answers, fakeApi } from '../helpers/fake-api';
import { product } from '../helpers/fixtures';
import { ok } from '../helpers/results';
import { json, startServer } from '../helpers/server';

describe('catalog (PRODUCT.md §states-catalog)', () => {
  it('is asked of the platform only in state InCatalog, 100 at a time', async () => {
    const server = await startServer();
    try {
      server.handle((_req, res) => json(res, 200, { items: [product('Photo')], total: 1 }));
      const api = createApiClient({ baseUrl: server.base, retries: 0 });
      const store = createStore({ api, storage: { session: memoryStorage(), local: memoryStorage() }, dataLayer: [] });
      await catalogOf(store).load('cat-1', '10K');
      expect(server.requests).toHaveLength(1);
      expect(Object.fromEntries(server.requests[0]!.url.searchParams)).toEqual({ catalogId: 'cat-1', distance: '10K', state: 'InCatalog', count: '100' });
      expect(
        catalogOf(store)
          .productsOf('cat-1', '10K')
          .map((p) => p.productType),
      ).toEqual(['Photo']);
    } finally {
      await server.close();
    }
  });

  it('offers only InCatalog products', () => {
    const offered = product('Photo');
    expect(inCatalog([offered, product('Frame', { state: 'Draft' }), product('Gift', { state: 'Archived' })])).toEqual([offered]);
  });

  it('the store keeps the InCatalog products per catalog and distance', async () => {
    const listProducts = answers(ok({ items: [product('Photo'), product('PhotosWithMe', { state: 'Draft' })], total: 2 }));
    const store = createStore({ api: fakeApi({ catalog: { listProducts } }), storage: { session: memoryStorage(), local: memoryStorage() }, dataLayer: [] });
    await catalogOf(store).load('cat-1', '10K');
    expect(listProducts).toHaveBeenCalledWith({ catalogId: 'cat-1', distance: '10K' });
    expect(
      catalogOf(store)
        .productsOf('cat-1', '10K')
        .map((p) => p.productType),
    ).toEqual(['Photo']);
    expect(productOfType(catalogOf(store).productsOf('cat-1', '10K'), 'PhotosWithMe')).toBeUndefined();
  });
});
