import { type ApiContext, bindService, type CallOptions, seg } from '../http';
import { CATALOG_COUNT, CATALOG_STATE } from '../query-defaults';
import { Product, ProductList } from '../schemas';

type Id = string | number;

export function catalogApi(ctx: ApiContext) {
  const call = bindService(ctx, 'catalog-service');
  return {
    listProducts: (q: { catalogId: Id; distance?: string }, opts?: CallOptions) =>
      call(
        {
          path: '/catalog/products',
          query: { ...q, state: CATALOG_STATE, count: CATALOG_COUNT },
          schema: ProductList,
        },
        opts,
      ),

    getProduct: (productId: Id, opts?: CallOptions) => call({ path: `/catalog/products/${seg(productId)}`, schema: Product }, opts),
  };
}
