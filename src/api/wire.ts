/**
 * The pieces every service's schemas share (PRODUCT.md §entities, PRODUCT.md §calls): ids, money,
 * dates, the error body, lists and the product types. The per-service schemas
 * (src/api/schemas/<service>.ts) import them from here; nothing here imports a service, so the
 * schemas form no import cycle (tests/unit/layers.test.ts).
 *
 * Objects are loose (unknown keys pass) so that a platform adding a field never breaks a widget.
 * Where the product leaves a shape open, the choice made is documented in src/api/CONTRACT.md.
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

/** The catalog-service's product types, which cart, order and preorder lines carry too. */
export const ProductType = z.enum(['PhotosWithMe', 'Photo', 'Frame', 'Promocode', 'PhotosWithFrame', 'FullVideo', 'Gift']);
export type ProductType = z.infer<typeof ProductType>;
