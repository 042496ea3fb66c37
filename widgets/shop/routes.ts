/**
 * The standalone shop's routes (SPEC §2): each places the same `racelens-*` elements organizers
 * paste, with attributes from the path. Unknown paths go home. The shell (app bar, menus,
 * footer) is around them; the pages that are not widgets of their own are the information
 * page's. Tags come from widgets/tags.ts (generated from the descriptors).
 */
import { tags } from '../tags';

export interface Placement {
  tag: string;
  attributes?: Record<string, string>;
}

export interface Route {
  name: string;
  /** Path template: `/event/:id/video`. */
  path: string;
  render(params: Record<string, string>, query: URLSearchParams): Placement[];
}

/** The route's widget is the page's title: its top heading is the one h1 (its sections h2). */
const TITLE = { 'heading-level': '1' } as const;

export const routes: Route[] = [
  { name: 'home', path: '/', render: () => [{ tag: tags.Home }] },
  { name: 'event', path: '/event/:id', render: ({ id }) => [{ tag: tags.EventGallery, attributes: { ...TITLE, 'event-id': id!, tab: 'all' } }] },
  { name: 'event-photos', path: '/event/:id/photos', render: ({ id }) => [{ tag: tags.EventGallery, attributes: { ...TITLE, 'event-id': id!, tab: 'all' } }] },
  { name: 'video', path: '/event/:id/video', render: ({ id }) => [{ tag: tags.EventGallery, attributes: { ...TITLE, 'event-id': id!, tab: 'video' } }] },
  // The photo search; `?event=` picks the event (without it the widget asks to pick one).
  { name: 'search', path: '/search', render: (_p, query) => {
      const event = query.get('event');
      const attributes: Record<string, string> = event ? { ...TITLE, 'event-id': event } : { ...TITLE };
      return [{ tag: tags.PhotoSearch, attributes }];
    } },
  { name: 'search-from-url', path: '/search/:id/:number', render: ({ id, number }) => [{ tag: tags.PhotoSearch, attributes: { ...TITLE, 'event-id': id!, number: number! } }] },
  { name: 'search-from-url-video', path: '/search/:id/:number/video', render: ({ id, number }) => [{ tag: tags.PhotoSearch, attributes: { ...TITLE, 'event-id': id!, number: number!, view: 'video' } }] },
  { name: 'search-verify-email', path: '/competitors/verify', render: () => [{ tag: tags.PhotoSearch, attributes: { ...TITLE, mode: 'verify' } }] },
  { name: 'contacts', path: '/contacts', render: () => [{ tag: tags.InfoPage, attributes: { name: 'contacts' } }] },
  { name: 'impressum', path: '/impressum', render: () => [{ tag: tags.InfoPage, attributes: { name: 'impressum' } }] },
  { name: 'organizers', path: '/for-organizers', render: () => [{ tag: tags.InfoPage, attributes: { name: 'organizers' } }] },
  { name: 'photographers', path: '/for-photographers', render: () => [{ tag: tags.InfoPage, attributes: { name: 'photographers' } }] },
  { name: 'business', path: '/for-business', render: () => [{ tag: tags.InfoPage, attributes: { name: 'business' } }] },
  { name: 'cart', path: '/cart', render: () => [{ tag: tags.CartDrawer, attributes: { ...TITLE, inline: '' } }] },
  { name: 'checkout', path: '/order', render: () => [{ tag: tags.Checkout, attributes: { ...TITLE } }] },
  { name: 'order-paid', path: '/order/:id', render: ({ id }) => [{ tag: tags.OrderStatus, attributes: { ...TITLE, 'order-id': id! } }] },
  { name: 'preorder-paid', path: '/preorder/:id', render: ({ id }) => [{ tag: tags.OrderStatus, attributes: { ...TITLE, 'preorder-id': id! } }] },
  { name: 'my-account', path: '/my-account', render: () => [{ tag: tags.MyAccount, attributes: { ...TITLE } }] },
  { name: 'my-order', path: '/my-account/order/:id', render: ({ id }) => [{ tag: tags.MyAccount, attributes: { ...TITLE, 'order-id': id! } }] },
];

/**
 * A path part decoded; null for a malformed escape (`%ZZ`) and for a part that still holds an
 * escape, a slash or a control character once decoded (`%25ZZ`, `%2F`): no id or bib number
 * does, so no route accepts it.
 */
function decodePart(part: string): string | null {
  try {
    const decoded = decodeURIComponent(part);
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
    if (pattern.every((p, i) => (p.startsWith(':') ? ((params[p.slice(1)] = parts[i]!), true) : p === parts[i])))
      return { route, params };
  }
  return null;
}
