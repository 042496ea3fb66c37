import { describe, expect, it } from 'vitest';
import { Product, ProductList } from '../../src/api/schemas/catalog';
import { ProductType } from '../../src/api/schemas/shared';
import { client, DEMO, expectError, svc, wire } from './helpers';

const api = client();
const products = (query: string) => api.get(svc('catalog-service', `/catalog/products?${query}`));

describe('catalog-service GET /catalog/products', () => {
  it('lists every product type in state InCatalog, priced in the event currency', async () => {
    const res = await products(`catalogId=${DEMO.open.catalogId}&state=InCatalog&count=100`);
    expect(res.status).toBe(200);
    const list = wire(ProductList, res.body);
    expect(new Set(list.items.map((p) => p.productType))).toEqual(new Set(ProductType.options));
    expect(list.items.every((p) => p.state === 'InCatalog' && p.currencyId === 978 && p.catalogId === DEMO.open.catalogId)).toBe(true);
    const usd = wire(ProductList, (await products(`catalogId=${DEMO.birthDate.catalogId}&state=InCatalog`)).body);
    expect(usd.items.every((p) => p.currencyId === 840)).toBe(true);
  });

  it('hides the Draft product when state=InCatalog is asked, shows it otherwise', async () => {
    const inCatalog = wire(ProductList, (await products(`catalogId=${DEMO.open.catalogId}&state=InCatalog`)).body);
    const all = wire(ProductList, (await products(`catalogId=${DEMO.open.catalogId}`)).body);
    const drafts = wire(ProductList, (await products(`catalogId=${DEMO.open.catalogId}&state=Draft`)).body);
    expect(all.total).toBe(inCatalog.total + 1);
    expect(drafts.items.map((p) => p.state)).toEqual(['Draft']);
    expect(inCatalog.items.some((p) => p.state === 'Draft')).toBe(false);
  });

  it('filters by distance: products for that distance and for every distance', async () => {
    const marathon = wire(ProductList, (await products('catalogId=1105&state=InCatalog&distance=42K')).body);
    const videos = marathon.items.filter((p) => p.productType === 'FullVideo');
    expect(videos.map((p) => p.distance)).toEqual(['42K']);
    expect(marathon.items.some((p) => p.productType === 'Photo')).toBe(true);
  });

  it('validates the query: catalogId required, known, and a known state', async () => {
    expectError(await products('state=InCatalog'), 400, 'ValidationFailed');
    expectError(await products('catalogId=9999'), 404, 'NotFound');
    expectError(await products(`catalogId=${DEMO.open.catalogId}&state=Sold`), 400, 'ValidationFailed');
  });
});

describe('catalog-service GET /catalog/products/{id}', () => {
  it('answers one product, and 404 for an unknown id', async () => {
    const list = wire(ProductList, (await products(`catalogId=${DEMO.open.catalogId}&state=InCatalog`)).body);
    const first = list.items[0]!;
    const res = await api.get(svc('catalog-service', `/catalog/products/${first.id}`));
    expect(res.status).toBe(200);
    expect(wire(Product, res.body)).toEqual(first);
    expectError(await api.get(svc('catalog-service', '/catalog/products/1')), 404, 'NotFound');
  });
});
