/**
 * The photo link put into a results row (PRODUCT.md §results-photos): a plain link in the host's
 * own markup, so it takes the table's font and costs the page nothing per row but itself (no
 * shadow root, no component), made with DOM calls only (no markup from text: the bib and the
 * name only ever go in as text and as encoded URL parts). Its colour is the theme's, set through
 * the style object, which a strict Content-Security-Policy allows; `racelens-photos-link` is its
 * class for an organizer's own rules.
 */

import { CAMERA } from '../../src/parts/results/camera';
import { type BibLink, openPageSearch, pageSearch, shopSearchHref } from '../../src/parts/results/search-target';
import type { PageSearches } from '../../src/store/page-searches';
import type { RowEntry } from './enhance';

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

const SVG = 'http://www.w3.org/2000/svg';

function camera(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  Object.assign(svg.style, { width: '1em', height: '1em', verticalAlign: '-0.125em', marginInlineEnd: '0.25em', fill: 'currentColor' });
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', CAMERA);
  svg.append(path);
  return svg;
}

/** Where the links go: the page's photo search, else the shop; null where neither is there. */
export function linkTarget(searches: PageSearches, eventId: number): 'page' | 'shop' | null {
  if (pageSearch(searches, eventId)) return 'page';
  return shopSearchHref({ eventId, bib: '0' }) ? 'shop' : null;
}

/** The link of one row. */
export function rowLink(entry: RowEntry, links: RowLinks): HTMLAnchorElement {
  const target: BibLink = { eventId: links.eventId, bib: entry.bib, ...(links.surnames && entry.surname ? { surname: entry.surname } : {}) };
  const a = document.createElement('a');
  a.className = 'racelens-photos-link';
  const search = pageSearch(links.searches, links.eventId);
  a.href = search ? `#${search.id}` : (shopSearchHref(target) ?? '');
  a.setAttribute('aria-label', links.label(entry));
  Object.assign(a.style, { color: links.color, whiteSpace: 'nowrap', marginInlineStart: '0.5em' });
  a.append(camera(), links.text);
  a.addEventListener('click', (e) => {
    // The search may have come onto the page after the link was made.
    const now = pageSearch(links.searches, links.eventId);
    if (!now || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openPageSearch(now, target);
  });
  return a;
}
