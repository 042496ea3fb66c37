import type * as z from 'zod/mini';
import { type ApiContext, bindService, type CallOptions, schemasOf, seg } from '../http';
import { randomId } from '../random-id';
import type { AddItemRequest, AddPackageRequest, CartAttribute, CreateCartRequest, Customer } from '../schemas/carts';
import type { Id } from '../wire';

const schema = schemasOf(() => import('../schemas/carts'));

/**
 * The cart-service (`/shoppingCarts`); every call carries the SSO token when present. Its POSTs
 * carry an Idempotency-Key of their own, kept across the request core's retries of that one call
 * (CONTRACT.md "Retries").
 */
export function cartsApi(ctx: ApiContext) {
  const call = bindService(ctx, 'cart-service', { auth: true });
  const cart = (cartId: string) => `/shoppingCarts/${seg(cartId)}`;
  return {
    /** 201 with the new cart. */
    create: (body: z.infer<typeof CreateCartRequest> = {}, opts?: CallOptions) =>
      call({ method: 'POST', path: '/shoppingCarts', body, schema: schema('Cart'), expect: 201, idempotencyKey: randomId() }, opts),

    /** 200 with the cart; a cleared cart answers state Deleted. */
    get: (cartId: string, opts?: CallOptions) => call({ path: cart(cartId), schema: schema('Cart') }, opts),

    /** One photo, frame, video or gift; 204. Protected events need the search token. */
    addItem: (cartId: string, body: AddItemRequest, searchToken?: string | null, opts?: CallOptions) =>
      call({ method: 'POST', path: `${cart(cartId)}/items`, body, searchToken, expect: 204, idempotencyKey: randomId() }, opts),

    /** A package of the participant's photos; 204. */
    addPackage: (cartId: string, body: AddPackageRequest, searchToken?: string | null, opts?: CallOptions) =>
      call({ method: 'POST', path: `${cart(cartId)}/items/v2`, body, searchToken, expect: 204, idempotencyKey: randomId() }, opts),

    addPromoCode: (cartId: string, code: string, opts?: CallOptions) =>
      call({ method: 'POST', path: `${cart(cartId)}/promotionalCodes`, body: { code }, expect: 204 }, opts),

    removeItem: (cartId: string, itemId: Id, opts?: CallOptions) => call({ method: 'DELETE', path: `${cart(cartId)}/items/${seg(itemId)}`, expect: 204 }, opts),

    removeItems: (cartId: string, itemIds: Id[], opts?: CallOptions) =>
      call({ method: 'DELETE', path: `${cart(cartId)}/items`, body: { items: itemIds }, expect: 204 }, opts),

    removePromoCode: (cartId: string, promotionalCodeId: Id, opts?: CallOptions) =>
      call({ method: 'DELETE', path: `${cart(cartId)}/promotionalCodes/${seg(promotionalCodeId)}`, expect: 204 }, opts),

    /** 204; the cart becomes Deleted. */
    clear: (cartId: string, opts?: CallOptions) => call({ method: 'DELETE', path: cart(cartId), expect: 204 }, opts),

    /** Language and Theme (PRODUCT.md §entities-cart-attributes); 204. */
    setAttributes: (cartId: string, attributes: CartAttribute[], opts?: CallOptions) =>
      call({ method: 'PATCH', path: `${cart(cartId)}/attributes`, body: attributes, expect: 204 }, opts),

    /** 204; anything else is a customer error (PRODUCT.md §calls-carts). */
    setCustomer: (cartId: string, customer: Customer, opts?: CallOptions) =>
      call({ method: 'PUT', path: `${cart(cartId)}/customer`, body: customer, expect: 204 }, opts),

    /** 200 `{ orderId, invoiceId }`; checking out again answers the same order. */
    checkout: (cartId: string, opts?: CallOptions) =>
      call({ method: 'POST', path: cart(cartId), body: {}, schema: schema('CheckoutResult'), idempotencyKey: randomId() }, opts),
  };
}
