/**
 * The wire contract of the platform API in one place to import from (PRODUCT.md §entities,
 * PRODUCT.md §calls): the shared pieces (./wire.ts), the cart-service's schemas (the page's store
 * starts with that service) and the types of every other service's answers, whose schemas load
 * with those services (./schemas/<service>.ts). Only re-exports: a schema module never imports
 * this index, so the schemas form no import cycle (tests/unit/layers.test.ts).
 *
 * The API client parses every response with these schemas and the local sandbox in
 * examples/sandbox builds its responses from the inferred types. Where the product leaves a shape
 * open, the choice made is documented in src/api/CONTRACT.md.
 */
export type { Archive } from './schemas/archives';
export {
  Cart,
  type CartAttribute,
  type CartItem,
  CheckoutResult,
  type Customer,
  type PromotionalCode,
} from './schemas/carts';
export type { Product } from './schemas/catalog';
export type { Competitor, SearchToken, TokenRequest, Verification } from './schemas/competitors';
export type { CreatePaymentRequest, Payment, PaymentType } from './schemas/invoices';
export type { Order, OrderItem, OrderState } from './schemas/orders';
export type { Album, Event, ItsMePayload, Photo, PhotoList, SearchType, Video } from './schemas/photos';
export type { PreorderDetails } from './schemas/preorders';
export type { Person, SelfieResult } from './schemas/recognition';
export type { BusinessRequest, OrganizerRequest, PhotographerRequest } from './schemas/requests';
export type { ThemeImage } from './schemas/themes';
export { ApiErrorBody, hostDetail, type Id, ProductType, toId, wireId } from './wire';
