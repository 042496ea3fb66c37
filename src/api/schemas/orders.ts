/** The order-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { id, isoDate, listOf, money, ProductType } from './shared';

export const OrderState = z.enum(['AwaitingPayment', 'Completed', 'Canceled']);
export type OrderState = z.infer<typeof OrderState>;

export const OrderItem = z.looseObject({
  orderItemId: id,
  totalPrice: money,
  product: z.looseObject({ title: z.string(), productType: ProductType }),
  photoId: z.optional(z.nullable(id)),
  thumbnailUrl: z.optional(z.nullable(z.string())),
  /** Present once the order is Completed. */
  downloadUrl: z.optional(z.nullable(z.string())),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const Order = z.looseObject({
  orderId: id,
  catalogId: id,
  state: OrderState,
  customer: z.looseObject({ email: z.string() }),
  number: z.string(),
  currencyId: z.number(),
  invoiceId: id,
  totalAmount: money,
  items: z.array(OrderItem),
  createdOn: isoDate,
});
export type Order = z.infer<typeof Order>;
export const OrderList = listOf(Order);
export const OrderItemList = z.looseObject({ items: z.array(OrderItem) });
