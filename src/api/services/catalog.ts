import { type ApiContext, bindService, type CallOptions, schemasOf, seg } from '../http';
import type { Id } from '../schemas';
import { CATALOG_SERVICE, catalogReads } from './public-reads';

const schema = schemasOf(() => import('../schemas/catalog'));

export function catalogApi(ctx: ApiContext) {
  const call = bindService(ctx, CATALOG_SERVICE);
  return {
    /** PRODUCT.md §calls-catalog: only products InCatalog, 100 at a time (public-reads.ts). */
    listProducts: (q: { catalogId: Id; distance?: string }, opts?: CallOptions) => call({ ...catalogReads.products(q), schema: schema('ProductList') }, opts),

    getProduct: (productId: Id, opts?: CallOptions) => call({ path: `/catalog/products/${seg(productId)}`, schema: schema('Product') }, opts),
  };
}
