import { bindService, seg, type ApiContext, type CallOptions } from '../http';
import { CATALOG_COUNT, CATALOG_STATE } from '../query-defaults';
import { type Id, Product, ProductList } from '../schemas';


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
