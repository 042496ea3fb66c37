/**
 * The pieces every service's schemas share (PRODUCT.md §entities, PRODUCT.md §calls): ids, money,
 * dates, the error body, lists and the product types. The per-service schemas import them from
 * here; nothing here imports a service, so the schemas form no import cycle
 * (tests/unit/layers.test.ts). Like every schema module, it loads with the first answer to parse
 * (../http.ts), never at start.
 *
 * Objects are loose (unknown keys pass) so that a platform adding a field never breaks a widget.
 * Where the product leaves a shape open, the choice made is documented in src/api/CONTRACT.md.
 */
import * as z from 'zod/mini';
import type { Id } from '../wire';

// zod 4 compiles object parsers with `new Function` when it may; widgets must run under a
// strict CSP without 'unsafe-eval', so keep it on the interpreted path everywhere.
z.config({ jitless: true });

// A number becomes its text by coercion (String(value)): of the ways zod offers, the least code.
// Coercion also lets through kinds of value the contract never sends (true would become "true");
// such an id then fails where it is used, as an unknown id does.
export const id: z.ZodMiniType<Id, string | number> = z.coerce.string();

export const money = z.number();
export const isoDate = z.string();

/** Error body every service answers with on a 4xx/5xx. */
export const ApiErrorBody = z.looseObject({
  code: z.string(),
  message: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const listOf = <T extends z.core.$ZodType>(item: T) => z.looseObject({ items: z.array(item), total: z.number() });

/** The catalog-service's product types, which cart, order and preorder lines carry too. */
export const ProductType = z.enum(['PhotosWithMe', 'Photo', 'Frame', 'Promocode', 'PhotosWithFrame', 'FullVideo', 'Gift']);
export type ProductType = z.infer<typeof ProductType>;
