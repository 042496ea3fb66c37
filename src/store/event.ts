/**
 * One event by id (PRODUCT.md §entities-event): the one owner of events, read by the photo
 * search and the event gallery alike, so a page that shows both asks for it once.
 */
import type { ApiWith } from '../api/client';
import type { Event, Id } from '../api/schemas';
import { photosApi } from '../api/services/photos';
import { feature, servicesOf } from './base/feature';
import { query } from './base/query';

export function createEventQuery({ api }: { api: ApiWith<'photos'> }) {
  return query<Id, Event>({ fetch: (eventId, signal) => api.photos.getEvent(eventId, { signal }) });
}
export type EventQuery = ReturnType<typeof createEventQuery>;

export const eventOf = feature((store) => createEventQuery({ api: servicesOf(store, { photos: photosApi }) }));
