/**
 * The event's products (PRODUCT.md §entities-product, PRODUCT.md §states-catalog): only those
 * InCatalog are fetched and offered.
 */
import { signal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import type { Product, ProductType } from '../api/schemas';
import { feature } from './feature';

type Id = string | number;

/**
 * PRODUCT.md §states-catalog: only products in state InCatalog are offered, whatever the server
 * sends.
 */
export const inCatalog = (products: readonly Product[]): Product[] => products.filter((p) => p.state === 'InCatalog');

/** The event's product of a type (e.g. the PhotosWithMe package, the single Photo). */
export const productOfType = (products: readonly Product[], type: ProductType): Product | undefined => products.find((p) => p.productType === type);

const key = (catalogId: Id, distance?: string) => `${catalogId}|${distance ?? ''}`;

export function createCatalogStore({ api }: { api: ApiClient }) {
  const products = signal<Readonly<Record<string, Product[]>>>({});
  const error = signal(false);

  return {
    products,
    error,
    productsOf: (catalogId: Id, distance?: string): Product[] => products.value[key(catalogId, distance)] ?? [],

    async load(catalogId: Id, distance?: string) {
      const result = await api.catalog.listProducts({ catalogId, distance });
      error.value = !result.ok;
      if (result.ok) products.value = { ...products.value, [key(catalogId, distance)]: inCatalog(result.data.items) };
      return result;
    },
  };
}

export const catalogOf = feature((store) => createCatalogStore({ api: store.api }));
