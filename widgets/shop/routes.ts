/**
 * The standalone shop's routes (PRODUCT.md §routes-table): each places the same `racelens-*`
 * elements organizers paste, with attributes from the path. Unknown paths go home. The shell (app
 * bar, menus, footer) is around them; the pages that are not widgets of their own are
 * the information page's. Tags come from widgets/tags.ts (generated from the descriptors).
 */
import {
  CART,
  CHECKOUT,
  CONTACTS,
  EVENT,
  EVENT_PHOTOS,
  EVENT_VIDEO,
  FOR_BUSINESS,
  FOR_ORGANIZERS,
  FOR_PHOTOGRAPHERS,
  HOME,
  IMPRESSUM,
  MY_ACCOUNT,
  MY_ORDER,
  ORDER,
  PREORDER,
  SEARCH,
  SEARCH_RESULTS,
  SEARCH_RESULTS_VIDEO,
  VERIFY_EMAIL,
} from '../../src/links/shop-paths';
import { tags } from '../tags';
import type { RouteData } from './early-data';

export interface Placement {
  tag: string;
  attributes?: Record<string, string>;
}

export interface Route {
  name: string;
  /** Path template, from src/links/shop-paths.ts: `/event/:id/video`. */
  path: string;
  render(params: Record<string, string>, query: URLSearchParams): Placement[];
  /** What the route shows first, asked for by the boot script before its widget loads (early-data.ts). */
  data?(params: Record<string, string>, query: URLSearchParams): RouteData | null;
}

/** The route's widget is the page's title: its top heading is the one h1 (its sections h2). */
const TITLE = { 'heading-level': '1' } as const;

export const routes: Route[] = [
  { name: 'home', path: HOME, render: () => [{ tag: tags.Home }], data: () => ({ homeLists: true }) },
  // The gallery: the event, the products above its tabs, and on the photos tab its first photos.
  {
    name: 'event',
    path: EVENT,
    render: ({ id }) => [{ tag: tags.EventGallery, attributes: { ...TITLE, 'event-id': id!, tab: 'all' } }],
    data: ({ id }) => ({ event: id!, firstPhotos: true, products: true }),
  },
  {
    name: 'event-photos',
    path: EVENT_PHOTOS,
    render: ({ id }) => [{ tag: tags.EventGallery, attributes: { ...TITLE, 'event-id': id!, tab: 'all' } }],
    data: ({ id }) => ({ event: id!, firstPhotos: true, products: true }),
  },
  {
    name: 'video',
    path: EVENT_VIDEO,
    render: ({ id }) => [{ tag: tags.EventGallery, attributes: { ...TITLE, 'event-id': id!, tab: 'video' } }],
    data: ({ id }) => ({ event: id!, products: true }),
  },
  // The photo search; `?event=` picks the event (without it the widget asks to pick one).
  {
    name: 'search',
    path: SEARCH,
    render: (_p, query) => {
      const event = query.get('event');
      const attributes: Record<string, string> = event ? { ...TITLE, 'event-id': event } : { ...TITLE };
      return [{ tag: tags.PhotoSearch, attributes }];
    },
    data: (_p, query) => (query.get('event') ? { event: query.get('event')! } : null),
  },
  {
    name: 'search-from-url',
    path: SEARCH_RESULTS,
    // `?surname=`: filled in from a results page's photo link (the search still waits to be sent).
    render: ({ id, number }, query) => [
      {
        tag: tags.PhotoSearch,
        attributes: { ...TITLE, 'event-id': id!, number: number!, ...(query.get('surname') ? { surname: query.get('surname')! } : {}) },
      },
    ],
    data: ({ id }) => ({ event: id! }),
  },
  {
    name: 'search-from-url-video',
    path: SEARCH_RESULTS_VIDEO,
    render: ({ id, number }) => [{ tag: tags.PhotoSearch, attributes: { ...TITLE, 'event-id': id!, number: number!, view: 'video' } }],
    data: ({ id }) => ({ event: id! }),
  },
  { name: 'search-verify-email', path: VERIFY_EMAIL, render: () => [{ tag: tags.PhotoSearch, attributes: { ...TITLE, mode: 'verify' } }] },
  { name: 'contacts', path: CONTACTS, render: () => [{ tag: tags.InfoPage, attributes: { name: 'contacts' } }] },
  { name: 'impressum', path: IMPRESSUM, render: () => [{ tag: tags.InfoPage, attributes: { name: 'impressum' } }] },
  { name: 'organizers', path: FOR_ORGANIZERS, render: () => [{ tag: tags.InfoPage, attributes: { name: 'organizers' } }] },
  { name: 'photographers', path: FOR_PHOTOGRAPHERS, render: () => [{ tag: tags.InfoPage, attributes: { name: 'photographers' } }] },
  { name: 'business', path: FOR_BUSINESS, render: () => [{ tag: tags.InfoPage, attributes: { name: 'business' } }] },
  { name: 'cart', path: CART, render: () => [{ tag: tags.CartDrawer, attributes: { ...TITLE, inline: '' } }] },
  { name: 'checkout', path: CHECKOUT, render: () => [{ tag: tags.Checkout, attributes: { ...TITLE } }] },
  { name: 'order-paid', path: ORDER, render: ({ id }) => [{ tag: tags.OrderStatus, attributes: { ...TITLE, 'order-id': id! } }] },
  { name: 'preorder-paid', path: PREORDER, render: ({ id }) => [{ tag: tags.OrderStatus, attributes: { ...TITLE, 'preorder-id': id! } }] },
  { name: 'my-account', path: MY_ACCOUNT, render: () => [{ tag: tags.MyAccount, attributes: { ...TITLE } }] },
  { name: 'my-order', path: MY_ORDER, render: ({ id }) => [{ tag: tags.MyAccount, attributes: { ...TITLE, 'order-id': id! } }] },
];

/**
 * A path part decoded; null for a malformed escape (`%ZZ`) and for a part that still holds an
 * escape, a slash or a control character once decoded (`%25ZZ`, `%2F`): no id or bib number
 * does, so no route accepts it.
 */
function decodePart(part: string): string | null {
  try {
    const decoded = decodeURIComponent(part);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a path part may not hold
    return /[%/\\\u0000-\u001f]/.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/** The route for a path, with its parameters; null when none matches (the shop then goes home). */
export function match(pathname: string): { route: Route; params: Record<string, string> } | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean).map(decodePart);
  if (parts.includes(null)) return null;
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((p, i) => {
      if (!p.startsWith(':')) return p === parts[i];
      params[p.slice(1)] = parts[i]!;
      return true;
    });
    if (fits) return { route, params };
  }
  return null;
}
