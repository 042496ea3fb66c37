/**
 * The wire contract of the platform API (PRODUCT.md §entities, PRODUCT.md §calls): one zod/mini
 * schema per entity.
 *
 * This file is the single source of truth shared by the API client (which parses every
 * response with these schemas) and the local sandbox in examples/sandbox (which builds its
 * responses from the inferred types). Where the product leaves a shape open, the choice made
 * here is documented in src/api/CONTRACT.md.
 *
 * Objects are loose (unknown keys pass) so that a platform adding a field never breaks a widget.
 */
import * as z from 'zod/mini';

// zod 4 compiles object parsers with `new Function` when it may; widgets must run under a
// strict CSP without 'unsafe-eval', so keep it on the interpreted path everywhere.
z.config({ jitless: true });

/**
 * An id as the rest of the SDK sees it: always a string. The platform sends numbers or strings
 * (CONTRACT.md); they become strings here, at the edge, so ids compare with `===` everywhere
 * and travel in paths and bodies as the same text. The one declaration of the type.
 */
export type Id = string;
// A number becomes its text by coercion (String(value)): of the ways zod offers, the least code in
// every widget's first load. Coercion also lets through kinds of value the contract never sends
// (true would become "true"); such an id then fails where it is used, as an unknown id does.
export const id: z.ZodMiniType<Id, string | number> = z.coerce.string();

/** An id that enters elsewhere than a response (an element's attribute, a route, storage). */
export const toId = (value: string | number): Id => String(value);

/**
 * An id as it leaves the SDK (a request body, a host page's event, a record that other versions
 * of the SDK on the site read): in the platform's form, a number where the id is one (CONTRACT.md),
 * so the platform and the host page see exactly what they saw before ids became strings inside.
 */
export const wireId = <T>(id: T): T | number => (typeof id === 'string' && /^(0|[1-9]\d{0,14})$/.test(id) ? Number(id) : id);

/** A value in the platform's form when its key names ids (`id`, `…Id`, `…Ids`): a JSON replacer. */
export const wireIds = (key: string, value: unknown): unknown => (/(^id|Ids?)$/.test(key) ? (Array.isArray(value) ? value.map(wireId) : wireId(value)) : value);

/** A host page event's detail with its ids in the platform's form (wireIds). */
export const hostDetail = <T extends object>(detail: T): T => Object.fromEntries(Object.entries(detail).map(([key, value]) => [key, wireIds(key, value)])) as T;
export const money = z.number();
export const isoDate = z.string();

/** Error body every service answers with on a 4xx/5xx. */
export const ApiErrorBody = z.looseObject({
  code: z.string(),
  message: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const listOf = <T extends z.core.$ZodType>(item: T) => z.looseObject({ items: z.array(item), total: z.number() });

// ---------- catalog-service (the product types, which cart lines carry too) ----------
export const ProductType = z.enum(['PhotosWithMe', 'Photo', 'Frame', 'Promocode', 'PhotosWithFrame', 'FullVideo', 'Gift']);
export type ProductType = z.infer<typeof ProductType>;

// ---------- cart-service ----------
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

export type { Archive } from './schemas/archives';
export type { Product } from './schemas/catalog';
export type { Competitor, SearchToken, TokenRequest, Verification } from './schemas/competitors';
export type { CreatePaymentRequest, Payment, PaymentType } from './schemas/invoices';
export type { Order, OrderItem, OrderState } from './schemas/orders';
export type { Album, Event, ItsMePayload, Photo, PhotoList, SearchType, Video } from './schemas/photos';
export type { PreorderDetails } from './schemas/preorders';
export type { Person, SelfieResult } from './schemas/recognition';
export type { BusinessRequest, OrganizerRequest, PhotographerRequest } from './schemas/requests';
// The types of the other services' answers; their schemas load with those services (src/api/schemas/).
export type { ThemeImage } from './schemas/themes';
