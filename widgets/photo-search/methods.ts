/**
 * Which ways of searching an event offers (PRODUCT.md §overview-finding,
 * PRODUCT.md §routes-search), as plain functions.
 */
import type { Event } from '../../src/api/schemas';
import type { SearchError } from '../../src/store/search-rules';
import type { SearchMethod } from './types';

/** Protected events are searched by confirmed e-mail, the others by bib; face where enabled. */
export function methodsOf(event: Pick<Event, 'searchType' | 'isProtected' | 'faceSearch'>): SearchMethod[] {
  const methods: SearchMethod[] = [event.isProtected || event.searchType === 'email' ? 'email' : 'bib'];
  if (event.faceSearch) methods.push('face');
  return methods;
}

/** Where a server answer to a bib search belongs: at the bib field, at the second factor, or above the form. */
export function bibErrorField(error: SearchError | null): 'number' | 'factor' | null {
  if (!error) return null;
  if (error.code === 'CompetitorNotFound') return 'number';
  if (error.code === 'CheckData') return 'factor';
  return null;
}

/** The other way to find more photos after 'this is me' (PRODUCT.md §routes-search-results). */
export const otherMethod = (methods: SearchMethod[], current: SearchMethod): SearchMethod => methods.find((m) => m !== current) ?? current;
