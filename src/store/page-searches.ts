/**
 * The photo searches on this page, by event (PRODUCT.md §results-photos): the one owner of "is
 * there a search here a results page's photo link can fill in?". A photo search puts its element
 * here while it is on the page; the links read it, so no module has to look for a tag. The event
 * of a results page's links is kept too, for a hand-written link that names none.
 */
import { signal } from '@preact/signals-core';
import { feature } from './base/feature';

export function createPageSearches() {
  const searches = signal<ReadonlyMap<string, HTMLElement>>(new Map());
  /** The event of the page's results links, if it has some. */
  const resultsEvent = signal<string | null>(null);
  return {
    searches,
    resultsEvent,
    /** Registers a photo search of `eventId`; the function it answers takes it off. */
    add(eventId: string, element: HTMLElement): () => void {
      searches.value = new Map(searches.peek()).set(eventId, element);
      return () => {
        if (searches.peek().get(eventId) !== element) return;
        const rest = new Map(searches.peek());
        rest.delete(eventId);
        searches.value = rest;
      };
    },
    /** The event a link on this page belongs to when it names none: the results links', else a search's. */
    pageEvent(): string | null {
      return resultsEvent.peek() ?? searches.peek().keys().next().value ?? null;
    },
  };
}
export type PageSearches = ReturnType<typeof createPageSearches>;

export const pageSearchesOf = feature(() => createPageSearches());
