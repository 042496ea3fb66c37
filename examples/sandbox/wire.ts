/**
 * The platform's side of the wire contract: what the sandbox sends, as src/api/schemas.ts reads
 * it. Ids go out as the platform has them (numbers or strings); the client's types, past the
 * schemas, hold them as strings.
 */
import type * as z from 'zod/mini';
import type * as S from '../../src/api/schemas';

export type Archive = z.input<typeof S.Archive>;
export type Cart = z.input<typeof S.Cart>;
export type CartItem = z.input<typeof S.CartItem>;
export type Competitor = z.input<typeof S.Competitor>;
export type Event = z.input<typeof S.Event>;
export type Order = z.input<typeof S.Order>;
export type OrderItem = z.input<typeof S.OrderItem>;
export type Payment = z.input<typeof S.Payment>;
export type PaymentType = z.input<typeof S.PaymentType>;
export type Person = z.input<typeof S.Person>;
export type Photo = z.input<typeof S.Photo>;
export type Product = z.input<typeof S.Product>;
export type SelfieResult = z.input<typeof S.SelfieResult>;
export type ThemeImage = z.input<typeof S.ThemeImage>;
export type Video = z.input<typeof S.Video>;
