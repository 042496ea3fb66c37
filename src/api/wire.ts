/**
 * How ids cross the SDK's edge (PRODUCT.md §entities, CONTRACT.md): the one `Id` type, and the
 * conversions both ways. Free of zod, so the code that runs at start holds no parser: the
 * schemas' shared pieces are in ./schemas/shared.ts and load with the first answer
 * (ARCHITECTURE.md §budgets).
 */

/**
 * An id as the rest of the SDK sees it: always a string. The platform sends numbers or strings
 * (CONTRACT.md); they become strings here, at the edge, so ids compare with `===` everywhere
 * and travel in paths and bodies as the same text. The one declaration of the type.
 */
export type Id = string;

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
