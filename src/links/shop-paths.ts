/**
 * The hosted shop's route table and the one builder of its paths (docs/PRODUCT.md §routes). Every
 * link a widget makes to a shop page goes through `shopPath`, so every part is encoded the same
 * way and the shop's router (widgets/shop/routes.ts) matches what the widgets build.
 */
import { readPageConfig } from '../config';
import { isWebAddress } from './safe-url';

export const SHOP_ROUTES = {
  home: '/',
  event: '/event/:id',
  'event-photos': '/event/:id/photos',
  video: '/event/:id/video',
  search: '/search',
  'search-from-url': '/search/:id/:number',
  'search-from-url-video': '/search/:id/:number/video',
  'search-verify-email': '/competitors/verify',
  contacts: '/contacts',
  impressum: '/impressum',
  organizers: '/for-organizers',
  photographers: '/for-photographers',
  business: '/for-business',
  cart: '/cart',
  checkout: '/order',
  'order-paid': '/order/:id',
  'preorder-paid': '/preorder/:id',
  'my-account': '/my-account',
  'my-order': '/my-account/order/:id',
} as const;

export type ShopRoute = keyof typeof SHOP_ROUTES;

/** The `:name` parameters of a path template. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Params<R extends ShopRoute> = Record<ParamsOf<(typeof SHOP_ROUTES)[R]>, string | number>;
/** Query parameters; empty and missing values are left out. */
type Query = Record<string, string | number | null | undefined>;

/** The path of a shop route: `shopPath('order-paid', { id: 42 })` → `/order/42`. */
export function shopPath<R extends ShopRoute>(
  route: R,
  ...[params, query]: ParamsOf<(typeof SHOP_ROUTES)[R]> extends never ? [params?: Record<string, never>, query?: Query] : [params: Params<R>, query?: Query]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = SHOP_ROUTES[route].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether the widget runs inside the standalone shop, whose router handles shop paths in the page. */
export function inShop(): boolean {
  return readPageConfig().shopRouter === true;
}

/** The URL of a shop path (`/order/42`), for links and return URLs: on this origin in the shop, under `shopUrl` elsewhere. */
export function shopHref(path: string): string {
  const config = readPageConfig();
  const base = inShop() ? (typeof location === 'undefined' ? '' : location.origin) : String(config.shopUrl ?? '');
  return base.replace(/\/$/, '') + path;
}

/**
 * Where the pay page sends the browser back: the shop's order page. On an organizer page without
 * a configured shop there is no order page, so the visitor comes back to the page they paid from.
 */
export function orderReturnUrl(orderId: string | number): string {
  const href = shopHref(shopPath('order-paid', { id: orderId }));
  if (isWebAddress(href)) return href;
  return typeof location === 'undefined' ? href : location.href;
}

/** The shop's contacts page, or null when the widget knows no shop. */
export function supportHref(): string | null {
  const href = shopHref(shopPath('contacts'));
  return isWebAddress(href) ? href : null;
}
