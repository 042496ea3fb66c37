/** The catalog-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { id, listOf, money, ProductType } from './shared';

export const Product = z.looseObject({
  id: id,
  catalogId: id,
  title: z.string(),
  productType: ProductType,
  price: money,
  currencyId: z.number(),
  distance: z.optional(z.string()),
  state: z.enum(['InCatalog', 'Draft', 'Archived']),
  description: z.optional(z.string()),
});
export type Product = z.infer<typeof Product>;
export const ProductList = listOf(Product);
