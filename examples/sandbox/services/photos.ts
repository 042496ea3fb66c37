import type { Module } from '../app';
import { eventVideos, personalVideos, requireEvent, wireEvent } from '../domain/catalog';
import type { AlbumRef } from '../domain/photos';
import { albumIndices, locateAlbum, locatePhoto, parsePersonId, wirePhoto } from '../domain/photos';
import { requireSearchToken, SEARCH_TOKEN_HEADER } from '../domain/search-tokens';
import { pageOf, paginate } from '../http/pagination';
import { noContent, notFound, ok, validationFailed } from '../http/reply';
import type { RequestContext } from '../http/router';
import { mount } from '../http/router';
import { objectBody, optionalId, requiredBoolean, requiredString } from '../http/validate';

/** photo-service: events, the photos of an album (all, or one participant's), videos, 'it is me'. */
export const photoService: Module = (app) => {
  const state = () => app.store.state;

  const albumOf = (ctx: RequestContext): AlbumRef => {
    const albumId = ctx.query.get('albumId');
    if (!albumId) throw validationFailed('albumId', 'is required');
    const album = locateAlbum(state(), albumId);
    if (!album) throw notFound('Album');
    return album;
  };

  return mount('/public/photo-service/api/v1', [
    {
      method: 'GET',
      path: '/events',
      handler: (ctx) => {
        const external = ctx.query.get('externalEventId');
        const search = ctx.query.get('searchString')?.trim().toLowerCase();
        const when = ctx.query.get('when');
        if (when && when !== 'recent' && when !== 'upcoming') throw validationFailed('when', 'must be recent or upcoming');
        const now = app.clock.now();
        const events = state()
          .events.filter((e) => !external || e.externalEventId === external)
          .filter((e) => !search || [e.name, e.location, e.externalEventId].some((text) => text.toLowerCase().includes(search)))
          .filter((e) => !when || (when === 'upcoming') === Date.parse(e.date) > now)
          // Upcoming events soonest first; otherwise the most recent first.
          .sort((a, b) => (when === 'upcoming' ? a.date.localeCompare(b.date) : b.date.localeCompare(a.date)));
        const page = paginate(events, pageOf(ctx.query));
        return ok({ ...page, items: page.items.map((e) => wireEvent(e, ctx.baseUrl)) });
      },
    },
    {
      method: 'GET',
      path: '/events/:id',
      handler: (ctx) => ok(wireEvent(requireEvent(state(), ctx.params.id), ctx.baseUrl)),
    },
    {
      method: 'GET',
      path: '/photos',
      handler: (ctx) => {
        const album = albumOf(ctx);
        const startNumber = ctx.query.get('startNumber')?.trim();
        const personId = ctx.query.get('personId')?.trim();
        if (startNumber && personId) throw validationFailed('personId', 'search by startNumber or by personId, not both');
        let bib: string | undefined;
        if (startNumber) {
          const participant = requireSearchToken(state(), ctx.header(SEARCH_TOKEN_HEADER), album.event, app.clock.now(), startNumber);
          // PRODUCT.md §errors-search 'Your photos are being processed and will appear soon'.
          if (participant.photosProcessing) return ok({ items: [], total: 0, count: 0, processing: true });
          bib = startNumber;
        } else if (personId) {
          const person = parsePersonId(personId);
          if (!person || person.eventId !== album.event.eventId) throw notFound('Person');
          bib = person.bib;
        }
        const page = paginate(albumIndices(album, bib), pageOf(ctx.query));
        const items = page.items.map((index) => wirePhoto({ event: album.event, index }, ctx.baseUrl));
        return ok({ items, total: page.total, count: items.length });
      },
    },
    {
      method: 'POST',
      path: '/photos/:photoId/itsme',
      handler: async (ctx) => {
        const body = objectBody(await ctx.json());
        const ref = locatePhoto(state(), ctx.params.photoId);
        if (!ref) throw notFound('Photo');
        const itIsMe = requiredBoolean(body, 'itIsMe');
        const tag = objectBody(body.tag, 'tag');
        const photoTagId = optionalId(tag, 'photoTagId');
        state().itsMe.unshift({
          photoId: Number(ctx.params.photoId),
          itIsMe,
          tag: { ...(photoTagId ? { photoTagId } : {}), name: requiredString(tag, 'name', 100), value: requiredString(tag, 'value', 200) },
          on: new Date(app.clock.now()).toISOString(),
        });
        state().itsMe.length = Math.min(state().itsMe.length, 1000);
        app.store.changed();
        return noContent();
      },
    },
    {
      method: 'GET',
      path: '/videos',
      handler: (ctx) => {
        const { event } = albumOf(ctx);
        const myStartNumber = ctx.query.get('myStartNumber')?.trim();
        const search = ctx.query.get('searchString')?.trim().toLowerCase();
        let videos = eventVideos(event, ctx.baseUrl);
        if (myStartNumber) {
          requireSearchToken(state(), ctx.header(SEARCH_TOKEN_HEADER), event, app.clock.now(), myStartNumber);
          videos = personalVideos(event, myStartNumber, ctx.baseUrl);
        }
        if (search) videos = videos.filter((v) => v.title.toLowerCase().includes(search));
        return ok(paginate(videos, pageOf(ctx.query)));
      },
    },
  ]);
};
