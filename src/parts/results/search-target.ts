/**
 * Where a bib's photo link leads (docs/PRODUCT.md §results-photos): the photo search on this page
 * where there is one for the event, else the hosted shop's search for that bib. The bib and the
 * surname only ever go into the link as encoded text (src/links/shop-paths.ts) or into the search's
 * attributes, never into markup.
 */

import { readPageConfig } from '../../config';
import { inShop, SEARCH_RESULTS, shopHref, shopPath } from '../../links/shop-paths';
import type { PageSearches } from '../../store/page-searches';

export interface BibLink {
  eventId: number;
  bib: string;
  /** Filled in only where the event searches by surname. */
  surname?: string;
}

/**
 * The page's photo search for this event (src/store/page-searches.ts), with an id for the link to
 * point at (`photo-search` where it has none, so a link opened in a new tab still lands on it).
 */
export function pageSearch(searches: PageSearches, eventId: number): HTMLElement | null {
  const search = searches.searches.peek().get(String(eventId)) ?? null;
  if (search && !search.id && !document.getElementById('photo-search')) search.id = 'photo-search';
  return search?.id ? search : null;
}

/** The hosted shop's search for the bib, or null where the page names no shop. */
export function shopSearchHref({ eventId, bib, surname }: BibLink): string | null {
  if (!inShop() && !readPageConfig().shopUrl) return null;
  return shopHref(shopPath(SEARCH_RESULTS, { id: eventId, number: bib }, { surname }));
}

/** Fills the page's photo search in with the bib (and surname) and brings it into view. */
export function openPageSearch(search: HTMLElement, { bib, surname }: BibLink): void {
  search.setAttribute('number', bib);
  if (surname) search.setAttribute('surname', surname);
  else search.removeAttribute('surname');
  search.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}
