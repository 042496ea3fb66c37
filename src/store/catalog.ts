/**
 * The event's products (PRODUCT.md §entities-product, PRODUCT.md §states-catalog): only those
 * InCatalog are fetched and offered.
 */
import type { ApiWith } from '../api/client';
import type { Id, Product, ProductType } from '../api/schemas';
import { catalogApi } from '../api/services/catalog';
import { feature, servicesOf } from './base/feature';
import { mapData, query } from './base/query';

/**
 * PRODUCT.md §states-catalog: only products in state InCatalog are offered, whatever the server
 * sends.
 */
export const inCatalog = (products: readonly Product[]): Product[] => products.filter((p) => p.state === 'InCatalog');

/** The event's product of a type (e.g. the PhotosWithMe package, the single Photo). */
export const productOfType = (products: readonly Product[], type: ProductType): Product | undefined => products.find((p) => p.productType === type);

/** The event's products, per catalog and distance. */
export interface CatalogKey {
  catalogId: Id;
  distance?: string;
}

export function createCatalogStore({ api }: { api: ApiWith<'catalog'> }) {
  const catalogs = query<CatalogKey, Product[]>({
    keyOf: ({ catalogId, distance }) => `${catalogId}|${distance ?? ''}`,
    fetch: (key) => api.catalog.listProducts(key).then((r) => mapData(r, (list) => inCatalog(list.items))),
  });
  const products = (catalogId: Id, distance?: string) => catalogs.state({ catalogId, distance });

  return {
    /** The InCatalog products of a catalog (for a distance): their data, status and failure (query.ts). */
    products,
    productsOf: (catalogId: Id, distance?: string): Product[] => products(catalogId, distance).value.data ?? [],
    load: (catalogId: Id, distance?: string) => catalogs.load({ catalogId, distance }),
  };
}

export const catalogOf = feature((store) => createCatalogStore({ api: servicesOf(store, { catalog: catalogApi }) }));
