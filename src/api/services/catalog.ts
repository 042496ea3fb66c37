import { bindService, seg, type ApiContext, type CallOptions } from '../http';
import { Product, ProductList } from '../schemas';

type Id = string | number;

/** SPEC §7/§9: the catalog is read 100 at a time and only products in state InCatalog. */
export const CATALOG_COUNT = 100;
export const CATALOG_STATE = 'InCatalog';

export function catalogApi(ctx: ApiContext) {
  const call = bindService(ctx, 'catalog-service');
  return {
    listProducts: (q: { catalogId: Id; distance?: string }, opts?: CallOptions) =>
      call({
        path: '/catalog/products',
        query: { ...q, state: CATALOG_STATE, count: CATALOG_COUNT },
        schema: ProductList,
      }, opts),

    getProduct: (productId: Id, opts?: CallOptions) =>
      call({ path: `/catalog/products/${seg(productId)}`, schema: Product }, opts),
  };
}
