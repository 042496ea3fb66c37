/**
 * The platform's events whose name (or place) holds a text, for the builder's event picker: the
 * public events list of the photo-service (PRODUCT.md §calls-photos), through the page's API client.
 */

import { photosApi } from '../../../src/api/services/photos';
import { getPage } from '../../../src/runtime/page';
import { servicesOf } from '../../../src/store/base/feature';

/** What the picker shows of an event. */
export interface FoundEvent {
  id: string;
  name: string;
  date: string;
}

/** Enough to pick from on a phone's screen; a longer name narrows it. */
const FOUND_AT_MOST = 8;

/** The events found, or null when the platform could not be asked (the id can still be typed). */
export async function findEvents(text: string, signal: AbortSignal): Promise<FoundEvent[] | null> {
  const { photos } = servicesOf(getPage().store, { photos: photosApi });
  const answer = await photos.listEvents({ searchString: text, count: FOUND_AT_MOST }, { signal });
  return answer.ok ? answer.data.items.map((event) => ({ id: String(event.eventId), name: event.name, date: event.date })) : null;
}
