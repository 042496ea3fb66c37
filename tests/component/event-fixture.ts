/** The event the component tests show: event 101 as the platform describes it (photo-service GET /events/{id}). */
export const riga2026 = {
  eventId: 101,
  externalEventId: 'r',
  name: 'Riga City Run 2026',
  date: '2026-05-17T08:00:00Z',
  currencyId: 978,
  catalogId: 1101,
  albumId: 10100,
  competitorsListId: 2101,
  searchType: 'surname',
  isProtected: false,
  faceSearch: true,
  distances: [],
  photoCount: 3,
  videoCount: 0,
  reports: [],
};
