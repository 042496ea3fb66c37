/**
 * The photo link put into a results row (PRODUCT.md §results-photos): a plain link in the host's
 * own markup, so it takes the table's font and costs the page nothing per row but itself (no
 * shadow root, no component, no icon: a word is the least a browser lays out and paints, and a
 * block of 200 links with a drawn camera each cost a slow phone's frame 30 ms more, measured),
 * made with DOM calls only (no markup from text: the bib and the name only ever go in as text
 * and as encoded URL parts). Its colour is the theme's, set through
 * the style object, which a strict Content-Security-Policy allows; `racelens-photos-link` is its
 * class for an organizer's own rules.
 */

import { type BibLink, openPageSearch, pageSearch, shopSearchHref } from '../../src/parts/results/search-target';
import type { PageSearches } from '../../src/store/page-searches';
import { OURS } from './rows';

/** What one row's link is made from (read from the row by enhance.ts). */
export interface RowEntry {
  bib: string;
  name?: string;
  surname?: string;
}

export interface RowLinks {
  eventId: number;
  /** The page's photo searches (src/store/page-searches.ts). */
  searches: PageSearches;
  /** Whether the event searches by surname (then the surname is filled in too). */
  surnames: boolean;
  /** "Photos" */
  text: string;
  /** "Photos of Anna Schmidt, bib 11" / "Photos, bib 11" */
  label: (entry: RowEntry) => string;
  /** The theme's link colour. */
  color: string;
}

/** Each link's search, read by the one click listener of followLinks (none per row). */
const targets = new WeakMap<Element, BibLink>();

/** Where the links go: the page's photo search, else the shop; null where neither is there. */
export function linkTarget(searches: PageSearches, eventId: number): 'page' | 'shop' | null {
  if (pageSearch(searches, eventId)) return 'page';
  return shopSearchHref({ eventId, bib: '0' }) ? 'shop' : null;
}

/** The link of one row. */
export function rowLink(entry: RowEntry, links: RowLinks): HTMLAnchorElement {
  const target: BibLink = { eventId: links.eventId, bib: entry.bib, ...(links.surnames && entry.surname ? { surname: entry.surname } : {}) };
  const a = document.createElement('a');
  a.className = OURS;
  const search = pageSearch(links.searches, links.eventId);
  a.href = search ? `#${search.id}` : (shopSearchHref(target) ?? '');
  a.setAttribute('aria-label', links.label(entry));
  Object.assign(a.style, { color: links.color, whiteSpace: 'nowrap', marginInlineStart: '0.5em' });
  a.append(links.text);
  targets.set(a, target);
  return a;
}

/** `to` made the link `from` is: its address, its name and its search (a shown link set to another row, layer.ts). */
export function copyLink(to: HTMLAnchorElement, from: HTMLAnchorElement) {
  to.href = from.href;
  to.setAttribute('aria-label', from.getAttribute('aria-label') ?? '');
  const target = targets.get(from);
  if (target) targets.set(to, target);
}

/**
 * One click listener under `root` for all its links: on the page's photo search (which may have
 * come onto the page after the links were made) the search opens in place; else, and for a click
 * meant for a new tab or window, the link's own address is followed. Answers its removal.
 */
export function followLinks(root: Element, links: RowLinks): () => void {
  const click = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.(`a.${OURS}`);
    const target = a && targets.get(a);
    const now = pageSearch(links.searches, links.eventId);
    const mouse = e as MouseEvent;
    if (!target || !now || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    e.preventDefault();
    openPageSearch(now, target);
  };
  root.addEventListener('click', click);
  return () => root.removeEventListener('click', click);
}
