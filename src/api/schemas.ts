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
// A number is rewritten in place (an overwrite check) rather than piped through a transform: the
// same result, for a fraction of the code every widget's first load carries.
const id: z.ZodMiniType<Id, string | number> = z.union([z.string(), z.number().check(z.overwrite((n) => String(n) as unknown as number))]) as never;

/** An id that enters elsewhere than a response (an element's attribute, a route, storage). */
export const toId = (value: string | number): Id => String(value);
const money = z.number();
const isoDate = z.string();

/** Error body every service answers with on a 4xx/5xx. */
export const ApiErrorBody = z.looseObject({
  code: z.string(),
  message: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const listOf = <T extends z.core.$ZodType>(item: T) => z.looseObject({ items: z.array(item), total: z.number() });

// ---------- themes-service ----------
export const ThemeImage = z.looseObject({
  id: id,
  themeId: z.string(),
  url: z.string(),
  kind: z.string(),
  title: z.optional(z.string()),
});
export type ThemeImage = z.infer<typeof ThemeImage>;
export const ThemeImageList = listOf(ThemeImage);

// ---------- photo-service ----------
export const SearchType = z.enum(['surname', 'personalCode', 'birthDate', 'email']);
export type SearchType = z.infer<typeof SearchType>;

/** A photo report: one photographer's album of an event. */
export const Album = z.looseObject({
  albumId: id,
  title: z.string(),
  photographer: z.optional(z.string()),
  photoCount: z.number(),
  coverUrl: z.optional(z.string()),
});
export type Album = z.infer<typeof Album>;

export const Event = z.looseObject({
  eventId: id,
  externalEventId: z.string(),
  name: z.string(),
  date: isoDate,
  location: z.optional(z.string()),
  currencyId: z.number(),
  catalogId: id,
  /** The album of all the event's photos. */
  albumId: id,
  competitorsListId: id,
  /** The second factor of a bib search; 'email' marks a protected event. */
  searchType: SearchType,
  isProtected: z.boolean(),
  faceSearch: z.boolean(),
  /** Face search may also ask for a birth date. */
  faceSearchBirthDate: z.optional(z.boolean()),
  /** Search by number or surname is off for now: point people to face search. */
  bibSearchUnavailable: z.optional(z.boolean()),
  distances: z.array(z.string()),
  coverUrl: z.optional(z.string()),
  photoCount: z.number(),
  videoCount: z.number(),
  reports: z.array(Album),
});
export type Event = z.infer<typeof Event>;
export const EventList = listOf(Event);

export const Photo = z.looseObject({
  photoId: id,
  albumId: id,
  /** Watermarked preview. */
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
  takenOn: z.optional(isoDate),
});
export type Photo = z.infer<typeof Photo>;

/**
 * PRODUCT.md §entities-event: a photo list carries total and count; `processing` marks photos not
 * ready yet.
 */
export const PhotoList = z.looseObject({
  items: z.array(Photo),
  total: z.number(),
  count: z.number(),
  processing: z.optional(z.boolean()),
});
export type PhotoList = z.infer<typeof PhotoList>;

export const ItsMePayload = z.object({
  itIsMe: z.boolean(),
  tag: z.object({
    photoTagId: z.optional(id),
    name: z.string(),
    value: z.string(),
  }),
});
export type ItsMePayload = z.infer<typeof ItsMePayload>;

export const Video = z.looseObject({
  videoId: id,
  albumId: id,
  title: z.string(),
  url: z.string(),
  posterUrl: z.optional(z.string()),
  durationSec: z.number(),
  /** 'personal' videos belong to one start number. */
  kind: z.enum(['event', 'personal']),
  startNumber: z.optional(z.string()),
});
export type Video = z.infer<typeof Video>;
export const VideoList = listOf(Video);

// ---------- competitor-service ----------
export const Competitor = z.looseObject({
  competitorId: id,
  competitorsListId: id,
  number: z.string(),
  name: z.string(),
  distance: z.optional(z.string()),
});
export type Competitor = z.infer<typeof Competitor>;
export const CompetitorList = listOf(Competitor);

/** POST /competitors/{eventId}/token: one of these payloads. */
export const TokenRequest = z.union([
  z.object({ number: z.string(), surname: z.string() }),
  z.object({ number: z.string(), personalCode: z.string() }),
  /** birthDate as YYYY-MM-DD (the widget converts from DD/MM/YYYY). */
  z.object({ number: z.string(), birthDate: z.string() }),
  /** Protected events, after the e-mail link was verified. */
  z.object({ verificationCode: z.string(), competitorId: id }),
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const SearchToken = z.looseObject({
  token: z.string(),
  expiresIn: z.number(),
  competitor: Competitor,
});
export type SearchToken = z.infer<typeof SearchToken>;

/** GET /competitor/code: sends the confirmation e-mail. */
export const CodeSent = z.looseObject({ sent: z.boolean() });

/** GET /competitor/token?token=: the confirmation link's verification. */
export const Verification = z.looseObject({
  isVerificationSuccessful: z.boolean(),
  code: z.string(),
  eventId: z.optional(id),
  competitors: z.array(Competitor),
});
export type Verification = z.infer<typeof Verification>;

// ---------- recognition-service ----------
export const SelfieCreated = z.looseObject({ selfieId: id });

export const Person = z.looseObject({
  personId: id,
  photoCount: z.number(),
  similarity: z.number(),
  previewUrl: z.optional(z.string()),
});
export type Person = z.infer<typeof Person>;

export const SelfieResult = z.looseObject({
  selfieId: id,
  state: z.enum(['Pending', 'Done', 'NoFace', 'SeveralFaces', 'Failed']),
  persons: z.array(Person),
});
export type SelfieResult = z.infer<typeof SelfieResult>;

// ---------- catalog-service ----------
export const ProductType = z.enum(['PhotosWithMe', 'Photo', 'Frame', 'Promocode', 'PhotosWithFrame', 'FullVideo', 'Gift']);
export type ProductType = z.infer<typeof ProductType>;

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

// ---------- order-service ----------
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

// ---------- invoice-service ----------
export const PaymentType = z.looseObject({
  paymentTypeId: id,
  name: z.string(),
  kind: z.enum(['PersonalCard', 'BusinessCard', 'BelarusianBank', 'RussianBank']),
  /** Bank options exist only as labels (PRODUCT.md §validation-payment-methods). */
  available: z.boolean(),
});
export type PaymentType = z.infer<typeof PaymentType>;
export const PaymentTypeList = z.looseObject({ items: z.array(PaymentType) });

export const CreatePaymentRequest = z.object({
  paymentTypeId: id,
  /** Where the pay page sends the browser back (the shop's /order/{id}). */
  returnUrl: z.string(),
  company: z.optional(z.object({ name: z.string(), vatNumber: z.string(), address: z.optional(z.string()) })),
});
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequest>;

export const Payment = z.looseObject({
  paymentId: id,
  invoiceId: id,
  payUrl: z.string(),
  state: z.enum(['Pending', 'Paid', 'Declined']),
  createdOn: isoDate,
  paymentTypeId: id,
});
export type Payment = z.infer<typeof Payment>;
export const PaymentList = z.looseObject({ items: z.array(Payment) });

// ---------- preorder-service ----------
export const PreorderDetails = z.looseObject({
  preorderId: id,
  catalogId: id,
  state: OrderState,
  email: z.string(),
  number: z.string(),
  items: z.array(z.looseObject({ title: z.string(), productType: ProductType, price: money })),
});
export type PreorderDetails = z.infer<typeof PreorderDetails>;

// ---------- archive-service ----------
export const Archive = z.looseObject({
  id: id,
  state: z.enum(['Pending', 'Processing', 'Published', 'Failed']),
  fileUrl: z.nullable(z.string()),
});
export type Archive = z.infer<typeof Archive>;

// ---------- request-service (marketing forms) ----------
export const BusinessRequest = z.object({
  name: z.string(),
  phone: z.string(),
  comment: z.optional(z.string()),
});
export const OrganizerRequest = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.optional(z.string()),
  event: z.optional(z.string()),
});
export const PhotographerRequest = z.object({
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  devices: z.optional(z.string()),
  portfolio: z.optional(z.string()),
  comment: z.optional(z.string()),
});
export type BusinessRequest = z.infer<typeof BusinessRequest>;
export type OrganizerRequest = z.infer<typeof OrganizerRequest>;
export type PhotographerRequest = z.infer<typeof PhotographerRequest>;
export const RequestCreated = z.looseObject({ requestId: id });
