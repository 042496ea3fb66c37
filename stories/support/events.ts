/**
 * Events as the photo-service lists them, for the stories of the home page and the shop: recent
 * and upcoming events for the home lists and "… Marathon" events for the event search.
 */
import { type Handler, json } from './platform';

const cover = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="100%" height="100%" fill="hsl(${hue} 45% 45%)"/><text x="50%" y="56%" font-size="28" fill="white" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`,
  )}`;

const event = (eventId: number, name: string, date: string, location: string) => ({
  eventId,
  externalEventId: `ext-${eventId}`,
  name,
  date,
  location,
  currencyId: 978,
  catalogId: eventId + 1000,
  albumId: eventId * 100,
  competitorsListId: eventId + 2000,
  searchType: 'surname',
  isProtected: false,
  faceSearch: true,
  distances: ['10K'],
  coverUrl: cover(name.split(' ')[0]!, (eventId * 47) % 360),
  photoCount: 240,
  videoCount: 2,
  reports: [],
});

export const RECENT = [
  event(101, 'Riga City Run 2026', '2026-05-17T08:00:00Z', 'Riga, Latvia'),
  event(102, 'Tatra Trail Cup 2026', '2026-05-10T07:00:00Z', 'Štrbské Pleso, Slovakia'),
  event(103, 'Hudson River Half Marathon 2026', '2026-05-03T12:00:00Z', 'New York, USA'),
];
export const UPCOMING = [
  event(201, 'Vienna Night Run 2026', '2026-09-26T18:00:00Z', 'Vienna, Austria'),
  event(202, 'Lake Garda Marathon 2026', '2026-10-11T08:00:00Z', 'Riva del Garda, Italy'),
];
/** `total` events named "… Marathon" for the event search, served a page at a time. */
export const marathons =
  (total: number): Handler =>
  ({ url }) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const count = Number(url.searchParams.get('count') ?? 12);
    const items = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) =>
      event(300 + offset + i, `City Marathon ${offset + i + 1}`, '2026-04-19T08:00:00Z', 'Prague, Czechia'),
    );
    return json({ items, total });
  };

/** The platform's answers: the home lists (`when`) and the event search (`searchString`). */
export const events = ({
  recent = RECENT,
  upcoming = UPCOMING,
  search = marathons(20),
}: {
  recent?: unknown[];
  upcoming?: unknown[];
  search?: Handler;
} = {}): Record<string, Handler> => ({
  'GET photo-service /events': (request) => {
    const when = request.url.searchParams.get('when');
    if (when === 'recent') return json({ items: recent, total: recent.length });
    if (when === 'upcoming') return json({ items: upcoming, total: upcoming.length });
    return search(request);
  },
});
