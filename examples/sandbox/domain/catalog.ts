import { sameId } from '../core/ids';
import { notFound } from '../http/reply';
import type { EventRecord, ParticipantRecord, State } from '../store/state';
import type { Competitor, Event, Product, Video } from '../wire';
import { photoIdOf, photoThumbPath } from './photos';

/** Look-ups across the seeded events, and their wire shapes (PRODUCT.md §entities). */

export const findEvent = (state: State, eventId: unknown) => state.events.find((e) => sameId(e.eventId, eventId));

export function requireEvent(state: State, eventId: unknown): EventRecord {
  const event = findEvent(state, eventId);
  if (!event) throw notFound('Event');
  return event;
}

export const eventOfCatalog = (state: State, catalogId: unknown) => state.events.find((e) => sameId(e.catalogId, catalogId));

export function findProduct(state: State, productId: unknown): { event: EventRecord; product: Product } | undefined {
  for (const event of state.events) {
    const product = event.products.find((p) => sameId(p.id, productId));
    if (product) return { event, product };
  }
  return undefined;
}

export const eventCoverPath = (event: EventRecord) =>
  event.photoCount > 0 ? photoThumbPath(photoIdOf(event.eventId, 0)) : `/sandbox/media/events/${event.eventId}/cover.svg`;

export function wireEvent(event: EventRecord, baseUrl: string): Event {
  return {
    eventId: event.eventId,
    externalEventId: event.externalEventId,
    name: event.name,
    date: event.date,
    location: event.location,
    currencyId: event.currencyId,
    catalogId: event.catalogId,
    albumId: event.albumId,
    competitorsListId: event.competitorsListId,
    searchType: event.searchType,
    isProtected: event.isProtected,
    faceSearch: event.faceSearch,
    ...(event.faceSearchBirthDate ? { faceSearchBirthDate: true } : {}),
    ...(event.bibSearchUnavailable ? { bibSearchUnavailable: true } : {}),
    distances: event.distances,
    coverUrl: baseUrl + eventCoverPath(event),
    photoCount: event.photoCount,
    videoCount: event.eventVideos.length,
    reports: event.reports.map((report) => ({
      albumId: report.albumId,
      title: report.title,
      photographer: report.photographer,
      photoCount: report.photoCount,
      coverUrl: baseUrl + photoThumbPath(photoIdOf(event.eventId, report.firstIndex)),
    })),
  };
}

/** Only what a public list may show: never the second factors (code, birth date, e-mail). */
export function wireCompetitor(event: EventRecord, participant: ParticipantRecord): Competitor {
  return {
    competitorId: participant.competitorId,
    competitorsListId: event.competitorsListId,
    number: participant.number,
    name: `${participant.firstName} ${participant.surname}`,
    distance: participant.distance,
  };
}

// ---------- videos: the event's own, plus one personal finish video per flagged participant ----------

const personalVideoId = (event: EventRecord, bib: string) => `video-${event.eventId}-bib-${bib}`;

export function eventVideos(event: EventRecord, baseUrl: string): Video[] {
  return event.eventVideos.map((video) => ({
    videoId: video.videoId,
    albumId: event.albumId,
    title: video.title,
    url: `${baseUrl}/sandbox/media/videos/${video.videoId}.mp4`,
    posterUrl: `${baseUrl}/sandbox/media/videos/${video.videoId}/poster.svg`,
    durationSec: video.durationSec,
    kind: 'event' as const,
  }));
}

export function personalVideos(event: EventRecord, bib: string, baseUrl: string): Video[] {
  const participant = event.participants.find((p) => p.number === bib && p.personalVideo);
  if (!participant) return [];
  const videoId = personalVideoId(event, bib);
  return [
    {
      videoId,
      albumId: event.albumId,
      title: `${participant.firstName} ${participant.surname} · finish (bib ${bib})`,
      url: `${baseUrl}/sandbox/media/videos/${videoId}.mp4`,
      posterUrl: `${baseUrl}/sandbox/media/videos/${videoId}/poster.svg`,
      durationSec: 42,
      kind: 'personal' as const,
      startNumber: bib,
    },
  ];
}

/** Any video of the event, by id; undefined when it is not one of them. */
export function findVideo(event: EventRecord, videoId: unknown, baseUrl = ''): Video | undefined {
  const all = [...eventVideos(event, baseUrl), ...event.participants.flatMap((p) => personalVideos(event, p.number, baseUrl))];
  return all.find((video) => sameId(video.videoId, videoId));
}

export function findVideoAnywhere(state: State, videoId: string): { event: EventRecord; video: Video } | undefined {
  for (const event of state.events) {
    const video = findVideo(event, videoId);
    if (video) return { event, video };
  }
  return undefined;
}
