/**
 * What a shared file says about itself (PRODUCT.md §routes-order-share): the event's name and
 * the shop's search link for it, and whose photos they are. An order names only its catalog; the
 * page knows the event when its cart is the one that became this order (the visitor is back from
 * paying), and the bib when the visitor searched by bib in this visit. Otherwise the file is
 * named by the order's number, and a share carries no link.
 */
import type { Id, Order } from '../../api/schemas';
import { isWebAddress } from '../../links/safe-url';
import { SEARCH, shopHref, shopPath } from '../../links/shop-paths';
import type { Store } from '../../store/create-store';
import type { NameParts } from './share-rules';

export interface OrderShareContext extends NameParts {
  eventId: Id | null;
  /** The shop's search page of the event, or null without a shop or an event. */
  link: string | null;
}

export function shareContextOf(store: Store, order: Order): OrderShareContext {
  const cart = store.cart.cart.value;
  const catalog = cart?.orderId === order.orderId ? cart.items.find((item) => item.catalog.catalogId === order.catalogId)?.catalog : undefined;
  if (!catalog) return { event: null, eventId: null, who: order.number, link: null };
  const bib = store.session.searchToken(catalog.eventId).competitor?.number;
  const href = shopHref(shopPath(SEARCH, {}, { event: catalog.eventId }));
  return { event: catalog.title, eventId: catalog.eventId, who: bib || order.number, link: isWebAddress(href) ? href : null };
}
