/** The photo-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { id, isoDate, listOf } from './shared';

export const SearchType = z.enum(['surname', 'personalCode', 'birthDate', 'email']);
export type SearchType = z.infer<typeof SearchType>;

/** A photo report: one photographer's album of an event. */
export const Album = z.looseObject({
  albumId: id,
  title: z.string(),
  photographer: z.optional(z.string()),
  photoCount: z.number(),
  coverUrl: z.optional(z.string()),
});
export type Album = z.infer<typeof Album>;

export const Event = z.looseObject({
  eventId: id,
  externalEventId: z.string(),
  name: z.string(),
  date: isoDate,
  location: z.optional(z.string()),
  currencyId: z.number(),
  catalogId: id,
  /** The album of all the event's photos. */
  albumId: id,
  competitorsListId: id,
  /** The second factor of a bib search; 'email' marks a protected event. */
  searchType: SearchType,
  isProtected: z.boolean(),
  faceSearch: z.boolean(),
  /** Face search may also ask for a birth date. */
  faceSearchBirthDate: z.optional(z.boolean()),
  /** Search by number or surname is off for now: point people to face search. */
  bibSearchUnavailable: z.optional(z.boolean()),
  distances: z.array(z.string()),
  coverUrl: z.optional(z.string()),
  photoCount: z.number(),
  videoCount: z.number(),
  reports: z.array(Album),
});
export type Event = z.infer<typeof Event>;
export const EventList = listOf(Event);

export const Photo = z.looseObject({
  photoId: id,
  albumId: id,
  /** Watermarked preview. */
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
  takenOn: z.optional(isoDate),
});
export type Photo = z.infer<typeof Photo>;

/**
 * PRODUCT.md §entities-event: a photo list carries total and count; `processing` marks photos not
 * ready yet.
 */
export const PhotoList = z.looseObject({
  items: z.array(Photo),
  total: z.number(),
  count: z.number(),
  processing: z.optional(z.boolean()),
});
export type PhotoList = z.infer<typeof PhotoList>;

export const ItsMePayload = z.object({
  itIsMe: z.boolean(),
  tag: z.object({
    photoTagId: z.optional(id),
    name: z.string(),
    value: z.string(),
  }),
});
export type ItsMePayload = z.infer<typeof ItsMePayload>;

export const Video = z.looseObject({
  videoId: id,
  albumId: id,
  title: z.string(),
  url: z.string(),
  posterUrl: z.optional(z.string()),
  durationSec: z.number(),
  /** 'personal' videos belong to one start number. */
  kind: z.enum(['event', 'personal']),
  startNumber: z.optional(z.string()),
});
export type Video = z.infer<typeof Video>;
export const VideoList = listOf(Video);
