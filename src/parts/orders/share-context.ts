/**
 * What a shared file says about itself (PRODUCT.md §routes-order-share): the event's name and the
 * shop's search link for it, and whose photos they are. An order names only its catalog, so the
 * event is found among the events the visitor searched by bib on this browser (the recent
 * searches): the one whose catalog the order is from. Its bib names the files when it is the only
 * bib searched there; otherwise, and when no search matches, the order's number does, and a share
 * carries no link.
 */
import { useEffect, useState } from 'react';
import type { Order } from '../../api/schemas';
import { photosApi } from '../../api/services/photos';
import { isWebAddress } from '../../links/safe-url';
import { SEARCH, shopHref, shopPath } from '../../links/shop-paths';
import { getPage } from '../../runtime/page';
import { servicesOf } from '../../store/base/feature';
import { remember } from '../../store/base/remember';
import type { Store } from '../../store/create-store';
import type { NameParts } from './share-rules';

export interface OrderShareContext extends NameParts {
  /** The shop's search page of the event, or null without a shop or an event. */
  link: string | null;
  /** What the finisher card shows of the event (PRODUCT.md §routes-order-card), when it is known. */
  about: { date: string; distances: string[]; bib: string | null } | null;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The bib searches of this browser, as store/recent-searches.ts keeps them (its key and fields;
 * the unit test reads them through that module). Read here rather than imported: a module these
 * lazy parts share with the search widgets would be split into a chunk of its own, and their
 * first load would grow (ARCHITECTURE.md §budgets). For the same reason the event is asked of the
 * API client directly, once per event and order, rather than through store/event.ts.
 */
function searchedBibs(local: Storage): Array<{ eventId: string; number: string }> {
  try {
    const list: unknown = JSON.parse(local.getItem('racelensRecentSearches') ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.flatMap((s: { eventId?: unknown; number?: unknown } | null) =>
      s && typeof s.number === 'string' && (typeof s.eventId === 'string' || typeof s.eventId === 'number')
        ? [{ eventId: String(s.eventId), number: s.number }]
        : [],
    );
  } catch {
    return [];
  }
}

export async function resolveShareContext(store: Store, order: Order): Promise<OrderShareContext> {
  const searches = searchedBibs(store.storage.local);
  for (const eventId of unique(searches.map((s) => s.eventId))) {
    const loaded = await servicesOf(store, { photos: photosApi }).photos.getEvent(eventId);
    if (!loaded.ok || String(loaded.data.catalogId) !== String(order.catalogId)) continue;
    const bibs = unique(searches.filter((s) => s.eventId === eventId).map((s) => s.number));
    const href = shopHref(shopPath(SEARCH, {}, { event: eventId }));
    const bib = bibs.length === 1 ? bibs[0]! : null;
    return {
      event: loaded.data.name,
      who: bib ?? order.number,
      link: isWebAddress(href) ? href : null,
      about: { date: loaded.data.date, distances: loaded.data.distances, bib },
    };
  }
  return { event: null, who: order.number, link: null, about: null };
}

/** The order's share context: one look-up per order and page, shared by the order's share parts. */
export const shareContextFor = remember(
  (order: Order) => resolveShareContext(getPage().store, order),
  (order) => order.orderId,
);

/** The order's share context once found (the order's number meanwhile). */
export function useShareContext(order: Order): OrderShareContext {
  const [context, setContext] = useState<OrderShareContext>({ event: null, who: order.number, link: null, about: null });
  useEffect(() => {
    let alive = true;
    void shareContextFor(order).then((value) => alive && setContext(value));
    return () => {
      alive = false;
    };
  }, [order.orderId]);
  return context;
}
