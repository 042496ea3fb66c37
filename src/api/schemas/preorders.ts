/** The preorder-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { OrderState } from './orders';
import { id, money, ProductType } from './shared';

export const PreorderDetails = z.looseObject({
  preorderId: id,
  catalogId: id,
  state: OrderState,
  email: z.string(),
  number: z.string(),
  items: z.array(z.looseObject({ title: z.string(), productType: ProductType, price: money })),
});
export type PreorderDetails = z.infer<typeof PreorderDetails>;
