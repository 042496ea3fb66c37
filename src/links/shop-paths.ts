/**
 * The hosted shop's route table and the one builder of its paths (docs/PRODUCT.md §routes). Every
 * link a widget makes to a shop page goes through `shopPath`, so every part is encoded the same
 * way and the shop's router (widgets/shop/routes.ts) matches what the widgets build.
 */
import { readPageConfig } from '../config';
import { isDotSegment } from './safe-url';

// One constant per route rather than one object: a widget's bundle keeps only the paths it links to.
export const HOME = '/';
export const EVENT = '/event/:id';
export const EVENT_PHOTOS = '/event/:id/photos';
export const EVENT_VIDEO = '/event/:id/video';
export const SEARCH = '/search';
export const SEARCH_RESULTS = '/search/:id/:number';
export const SEARCH_RESULTS_VIDEO = '/search/:id/:number/video';
export const VERIFY_EMAIL = '/competitors/verify';
export const CONTACTS = '/contacts';
export const IMPRESSUM = '/impressum';
export const FOR_ORGANIZERS = '/for-organizers';
export const FOR_PHOTOGRAPHERS = '/for-photographers';
export const FOR_BUSINESS = '/for-business';
export const CART = '/cart';
export const CHECKOUT = '/order';
export const ORDER = '/order/:id';
export const PREORDER = '/preorder/:id';
export const MY_ACCOUNT = '/my-account';
export const MY_ORDER = '/my-account/order/:id';

/** The `:name` parameters of a path template. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** Query parameters; empty and missing values are left out. */
type Query = Record<string, string | number | null | undefined>;

/**
 * The path of a shop route, every part encoded: `shopPath(ORDER, { id: 42 })` → `/order/42`. A
 * dot segment (`..`) is left empty, so the link leads to no other page.
 */
export function shopPath<Path extends string>(
  template: Path,
  ...[params, query]: [ParamsOf<Path>] extends [never]
    ? [params?: Record<string, never>, query?: Query]
    : [params: Record<ParamsOf<Path>, string | number>, query?: Query]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = String(values[name]);
    return isDotSegment(value) ? '' : encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether the widget runs inside the standalone shop, whose router handles shop paths in the page. */
export function inShop(): boolean {
  return readPageConfig().shopRouter === true;
}

/**
 * The URL of a shop path (`/order/42`), for links and return URLs: on this origin in the shop,
 * under `shopUrl` elsewhere (never a `javascript:…` one: src/config.ts refuses it).
 */
export function shopHref(path: string): string {
  const config = readPageConfig();
  const base = inShop() ? (typeof location === 'undefined' ? '' : location.origin) : String(config.shopUrl ?? '');
  return base.replace(/\/$/, '') + path;
}
