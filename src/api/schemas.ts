/**
 * The wire contract of the platform API in one place to import from (PRODUCT.md §entities,
 * PRODUCT.md §calls): the ids (./wire.ts) and the types of every service's answers. The schemas
 * themselves (./schemas/<service>.ts, with zod) are loaded by the request core with the first answer
 * it parses, so only types come from here (ARCHITECTURE.md §budgets). Only re-exports: a schema
 * module never imports this index, so the schemas form no import cycle (tests/unit/layers.test.ts).
 *
 * The API client parses every response with the schemas and the local sandbox in
 * examples/sandbox builds its responses from the inferred types. Where the product leaves a shape
 * open, the choice made is documented in src/api/CONTRACT.md.
 */
export type { Archive } from './schemas/archives';
export type { Cart, CartAttribute, CartItem, CheckoutResult, Customer, PromotionalCode } from './schemas/carts';
export type { Product } from './schemas/catalog';
export type { Competitor, SearchToken, TokenRequest, Verification } from './schemas/competitors';
export type { CreatePaymentRequest, Payment, PaymentType } from './schemas/invoices';
export type { Order, OrderItem, OrderState } from './schemas/orders';
export type { Album, Event, ItsMePayload, Photo, PhotoList, SearchType, Video } from './schemas/photos';
export type { PreorderDetails } from './schemas/preorders';
export type { Person, SelfieResult } from './schemas/recognition';
export type { BusinessRequest, OrganizerRequest, PhotographerRequest } from './schemas/requests';
export type { ApiErrorBody, ProductType } from './schemas/shared';
export type { ThemeImage } from './schemas/themes';
export { hostDetail, type Id, toId, wireId } from './wire';
