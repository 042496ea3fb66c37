import { describe, expect, it } from 'vitest';
import { CATALOG_COUNT, CATALOG_STATE } from '../../../src/api/services/catalog';
import { createStore } from '../../../src/store/create-store';
import { inCatalog, productOfType } from '../../../src/store/catalog';
import { memoryStorage } from '../../../src/store/storage';
import { answers, fakeApi } from '../helpers/fake-api';
import { product } from '../helpers/fixtures';
import { ok } from '../helpers/results';
import { catalogOf } from '../../../src/store/catalog';

describe('catalog (SPEC §4)', () => {
  it('is fetched only in state InCatalog, 100 at a time', () => {
    expect(CATALOG_STATE).toBe('InCatalog');
    expect(CATALOG_COUNT).toBe(100);
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
    expect(catalogOf(store).productsOf('cat-1', '10K').map((p) => p.productType)).toEqual(['Photo']);
    expect(productOfType(catalogOf(store).productsOf('cat-1', '10K'), 'PhotosWithMe')).toBeUndefined();
  });
});
