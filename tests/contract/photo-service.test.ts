import { describe, expect, it } from 'vitest';
import { Event, EventList, PhotoList, VideoList } from '../../src/api/schemas/photos';
import { client, DEMO, expectError, photoIds, searchToken, svc, wire } from './helpers';

const api = client();
const photos = (query: string, headers: Record<string, string> = {}) => api.get(svc('photo-service', `/photos?${query}`), { headers });

describe('photo-service GET /events', () => {
  it('lists the seeded events with total and pagination', async () => {
    const res = await api.get(svc('photo-service', '/events?count=100'));
    expect(res.status).toBe(200);
    const list = wire(EventList, res.body);
    expect(list.total).toBeGreaterThanOrEqual(7);
    expect(list.items.map((e) => e.eventId)).toEqual(expect.arrayContaining([101, 102, 103, 104, 105, 106, 107]));
    const searchTypes = list.items.map((e) => e.searchType);
    expect(searchTypes).toEqual(expect.arrayContaining(['surname', 'personalCode', 'birthDate', 'email']));
    expect(list.items.some((e) => e.currencyId === 840)).toBe(true);
    for (const event of list.items.filter((e) => e.photoCount > 0)) {
      expect(event.photoCount).toBeGreaterThanOrEqual(150);
      expect(event.reports.length).toBeGreaterThanOrEqual(2);
    }

    const page = wire(EventList, (await api.get(svc('photo-service', '/events?offset=2&count=2'))).body);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(list.total);
  });

  it('filters by externalEventId, searchString and recent/upcoming', async () => {
    const byExternal = wire(EventList, (await api.get(svc('photo-service', '/events?externalEventId=riga-city-run'))).body);
    expect(byExternal.items.map((e) => e.eventId)).toEqual([DEMO.open.eventId]);

    const bySearch = wire(EventList, (await api.get(svc('photo-service', '/events?searchString=marathon'))).body);
    expect(bySearch.items.map((e) => e.eventId).sort()).toEqual([103, 105]);

    const upcoming = wire(EventList, (await api.get(svc('photo-service', '/events?when=upcoming'))).body);
    expect(upcoming.items.map((e) => e.eventId)).toEqual([DEMO.upcoming.eventId]);
    const recent = wire(EventList, (await api.get(svc('photo-service', '/events?when=recent&count=100'))).body);
    expect(recent.items.map((e) => e.eventId)).not.toContain(DEMO.upcoming.eventId);
    const dates = recent.items.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());

    expectError(await api.get(svc('photo-service', '/events?when=someday')), 400, 'ValidationFailed');
    expectError(await api.get(svc('photo-service', '/events?offset=-1')), 400, 'ValidationFailed');
  });
});

describe('photo-service GET /events/{id}', () => {
  it('answers one event with its reports', async () => {
    const res = await api.get(svc('photo-service', `/events/${DEMO.open.eventId}`));
    expect(res.status).toBe(200);
    const event = wire(Event, res.body);
    expect(event).toMatchObject({ eventId: 101, albumId: DEMO.open.albumId, catalogId: DEMO.open.catalogId, searchType: 'surname', isProtected: false });
    expect(event.reports.map((r) => r.albumId)).toEqual(DEMO.open.reports);
    expect(event.reports.reduce((sum, r) => sum + r.photoCount, 0)).toBe(event.photoCount);

    const protectedEvent = wire(Event, (await api.get(svc('photo-service', `/events/${DEMO.protected.eventId}`))).body);
    expect(protectedEvent).toMatchObject({ searchType: 'email', isProtected: true });
    expect(wire(Event, (await api.get(svc('photo-service', `/events/${DEMO.unavailable.eventId}`))).body).bibSearchUnavailable).toBe(true);
  });

  it('answers 404 NotFound for an unknown event', async () => {
    expectError(await api.get(svc('photo-service', '/events/999999')), 404, 'NotFound');
    expectError(await api.get(svc('photo-service', '/events/not-an-id')), 404, 'NotFound');
  });
});

describe('photo-service GET /photos', () => {
  it('pages an album with total and count, at most 100 at a time', async () => {
    const first = wire(PhotoList, (await photos(`albumId=${DEMO.open.albumId}&offset=0&count=100`)).body);
    expect(first.total).toBe(240);
    expect(first.count).toBe(100);
    expect(first.items).toHaveLength(100);
    const last = wire(PhotoList, (await photos(`albumId=${DEMO.open.albumId}&offset=200&count=100`)).body);
    expect(last.count).toBe(40);
    const clamped = wire(PhotoList, (await photos(`albumId=${DEMO.open.albumId}&count=500`)).body);
    expect(clamped.count).toBe(100);
    const ids = new Set([...first.items, ...last.items].map((p) => p.photoId));
    expect(ids.size).toBe(140);
  });

  it('serves the 10,000-photo album deterministically, landscape and portrait', async () => {
    const page = wire(PhotoList, (await photos(`albumId=${DEMO.big.albumId}&offset=9950&count=100`)).body);
    expect(page.total).toBe(DEMO.big.photoCount);
    expect(page.count).toBe(50);
    const again = wire(PhotoList, (await photos(`albumId=${DEMO.big.albumId}&offset=9950&count=100`)).body);
    expect(again).toEqual(page);
    expect(page.items.some((p) => p.width > p.height)).toBe(true);
    expect(page.items.some((p) => p.height > p.width)).toBe(true);
  });

  it('lists a photo report (album) on its own', async () => {
    const report = wire(PhotoList, (await photos(`albumId=${DEMO.open.reports[1]}&count=100`)).body);
    expect(report.total).toBe(120);
    expect(report.items.every((p) => p.albumId === DEMO.open.reports[1])).toBe(true);
  });

  it('serves watermarked preview and thumbnail images that show the bib', async () => {
    const { items } = wire(PhotoList, (await photos(`albumId=${DEMO.open.albumId}&count=1`)).body);
    const photo = items[0]!;
    const preview = await fetch(photo.url);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await preview.text();
    expect(svg).toContain('PREVIEW');
    expect(svg).toMatch(/Photo of bib \d+/);
    expect(svg).toContain(`viewBox="0 0 ${photo.width} ${photo.height}"`);
    // Thumbnails are raster, as a real platform's: a PNG at most 400 px on its longer side.
    const thumb = await fetch(photo.thumbnailUrl);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await thumb.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(Math.max(width, height)).toBe(400);
    expect(width / height).toBeCloseTo(photo.width / photo.height, 1);
    expect((await fetch(photo.thumbnailUrl.replace('thumb.png', 'thumb.svg'))).status).toBe(404);
    expect((await fetch(`${api.base}/sandbox/media/photos/123/preview.svg`)).status).toBe(404);
  });

  it('finds one participant by startNumber with a search token', async () => {
    const token = await searchToken(api, DEMO.open.eventId, { number: DEMO.open.bib, surname: DEMO.open.surname });
    const mine = wire(PhotoList, (await photos(`albumId=${DEMO.open.albumId}&startNumber=${DEMO.open.bib}&count=100`, { 'X-Search-Token': token })).body);
    expect(mine.total).toBeGreaterThan(0);
    for (const photo of mine.items.slice(0, 3)) expect(await (await fetch(photo.url)).text()).toContain(`Photo of bib ${DEMO.open.bib}`);
    // Within one report only.
    const inReport = wire(
      PhotoList,
      (await photos(`albumId=${DEMO.open.reports[0]}&startNumber=${DEMO.open.bib}&count=100`, { 'X-Search-Token': token })).body,
    );
    expect(inReport.total).toBeLessThanOrEqual(mine.total);
  });

  it('answers 401 TokenExpired without, with an unknown, or with another runner’s token', async () => {
    expectError(await photos(`albumId=${DEMO.open.albumId}&startNumber=${DEMO.open.bib}`), 401, 'TokenExpired');
    expectError(await photos(`albumId=${DEMO.open.albumId}&startNumber=${DEMO.open.bib}`, { 'X-Search-Token': 'st_unknown' }), 401, 'TokenExpired');
    const other = await searchToken(api, DEMO.open.eventId, { number: '1500', surname: 'Walker' });
    expectError(await photos(`albumId=${DEMO.open.albumId}&startNumber=${DEMO.open.bib}`, { 'X-Search-Token': other }), 401, 'TokenExpired');
  });

  it('answers processing: true for the participant whose photos are being processed', async () => {
    const token = await searchToken(api, DEMO.open.eventId, { number: DEMO.open.processingBib, surname: 'Lind' });
    const res = wire(PhotoList, (await photos(`albumId=${DEMO.open.albumId}&startNumber=${DEMO.open.processingBib}`, { 'X-Search-Token': token })).body);
    expect(res).toEqual({ items: [], total: 0, count: 0, processing: true });
  });

  it('rejects a missing or unknown album and an unknown person', async () => {
    expectError(await photos(''), 400, 'ValidationFailed');
    expectError(await photos('albumId=424242'), 404, 'NotFound');
    expectError(await photos(`albumId=${DEMO.open.albumId}&personId=person-999-1`), 404, 'NotFound');
  });
});

describe('photo-service POST /photos/{photoId}/itsme', () => {
  it('answers 204 for a known photo', async () => {
    const [photoId] = await photoIds(api, DEMO.open.albumId, 1);
    const res = await api.post(svc('photo-service', `/photos/${photoId}/itsme`), { itIsMe: true, tag: { name: 'startNumber', value: DEMO.open.bib } });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const notMe = await api.post(svc('photo-service', `/photos/${photoId}/itsme`), { itIsMe: false, tag: { photoTagId: 7, name: 'person', value: 'x' } });
    expect(notMe.status).toBe(204);
  });

  it('answers 404 for an unknown photo, 400 for a bad payload or malformed JSON', async () => {
    expectError(await api.post(svc('photo-service', '/photos/1/itsme'), { itIsMe: true, tag: { name: 'a', value: 'b' } }), 404, 'NotFound');
    const [photoId] = await photoIds(api, DEMO.open.albumId, 1);
    expectError(await api.post(svc('photo-service', `/photos/${photoId}/itsme`), { itIsMe: 'yes' }), 400, 'ValidationFailed');
    expectError(await api.post(svc('photo-service', `/photos/${photoId}/itsme`), { itIsMe: true }), 400, 'ValidationFailed');
    const malformed = await api.call('POST', svc('photo-service', `/photos/${photoId}/itsme`), {
      body: '{"itIsMe": tru',
      headers: { 'Content-Type': 'application/json' },
    });
    expectError(malformed, 400, 'MalformedJson');
  });
});

describe('photo-service GET /videos', () => {
  it('lists the event videos of an album, with searchString', async () => {
    const list = wire(VideoList, (await api.get(svc('photo-service', `/videos?albumId=${DEMO.open.albumId}`))).body);
    expect(list.total).toBe(2);
    expect(list.items.every((v) => v.kind === 'event')).toBe(true);
    const found = wire(VideoList, (await api.get(svc('photo-service', `/videos?albumId=${DEMO.open.albumId}&searchString=finish`))).body);
    expect(found.items.map((v) => v.title)).toEqual(['Finish highlights']);
    const video = await fetch(list.items[0]!.url, { headers: { Range: 'bytes=0-99' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect((await video.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(list.items[0]!.posterUrl!)).headers.get('content-type')).toContain('image/svg+xml');
  });

  it('lists personal videos by myStartNumber with a search token (401 without)', async () => {
    const query = `/videos?albumId=${DEMO.open.albumId}&myStartNumber=${DEMO.open.videoBib}`;
    expectError(await api.get(svc('photo-service', query)), 401, 'TokenExpired');
    const token = await searchToken(api, DEMO.open.eventId, { number: DEMO.open.bib, surname: DEMO.open.surname });
    const mine = wire(VideoList, (await api.get(svc('photo-service', query), { headers: { 'X-Search-Token': token } })).body);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ kind: 'personal', startNumber: DEMO.open.videoBib });
  });

  it('rejects a missing or unknown album', async () => {
    expectError(await api.get(svc('photo-service', '/videos')), 400, 'ValidationFailed');
    expectError(await api.get(svc('photo-service', '/videos?albumId=1')), 404, 'NotFound');
  });
});
