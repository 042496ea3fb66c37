/** The cart-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { id, money, ProductType } from './shared';

export const CartAttribute = z.object({ key: z.string(), value: z.string() });
export type CartAttribute = z.infer<typeof CartAttribute>;

export const Customer = z.looseObject({
  email: z.string(),
  company: z.optional(z.nullable(z.looseObject({ name: z.string(), vatNumber: z.string(), address: z.optional(z.string()) }))),
});
export type Customer = z.infer<typeof Customer>;

export const CartItem = z.looseObject({
  shoppingCartItemId: id,
  originalPrice: money,
  price: money,
  product: z.looseObject({ id: id, title: z.string(), productType: ProductType }),
  catalog: z.looseObject({ catalogId: id, title: z.string(), eventId: id }),
  photoId: z.optional(z.nullable(id)),
  videoId: z.optional(z.nullable(id)),
  photoIds: z.optional(z.array(id)),
  thumbnailUrl: z.optional(z.nullable(z.string())),
});
export type CartItem = z.infer<typeof CartItem>;

export const PromotionalCode = z.looseObject({
  promotionalCodeId: id,
  code: z.string(),
  catalogId: z.optional(z.nullable(id)),
  discount: money,
});
export type PromotionalCode = z.infer<typeof PromotionalCode>;

export const CartState = z.enum(['Updated', 'Processed', 'Deleted']);
export type CartState = z.infer<typeof CartState>;

export const Cart = z.looseObject({
  shoppingCartId: z.string(),
  state: CartState,
  currencyId: z.number(),
  /** Sum of the lines' original prices. */
  amount: money,
  /** What is paid, after promo codes. */
  totalAmount: money,
  customer: z.nullable(Customer),
  orderId: z.nullable(id),
  items: z.array(CartItem),
  promotionalCodes: z.array(PromotionalCode),
  attributes: z.array(CartAttribute),
});
export type Cart = z.infer<typeof Cart>;

export const CreateCartRequest = z.object({
  shoppingCartId: z.optional(z.string()),
  currencyId: z.optional(z.number()),
});

/** POST /shoppingCarts/{id}/items: one photo, frame, video or gift. */
export const AddItemRequest = z.object({
  productId: id,
  catalogId: id,
  photoId: z.optional(id),
  videoId: z.optional(id),
});
export type AddItemRequest = z.infer<typeof AddItemRequest>;

/** POST /shoppingCarts/{id}/items/v2: a package of the participant's photos. */
export const AddPackageRequest = z.object({
  productId: id,
  catalogId: id,
  photoIds: z.array(id),
  startNumber: z.optional(z.string()),
});
export type AddPackageRequest = z.infer<typeof AddPackageRequest>;

export const CheckoutResult = z.looseObject({
  orderId: id,
  invoiceId: id,
});
export type CheckoutResult = z.infer<typeof CheckoutResult>;
