import { describe, expect, it, vi } from 'vitest';
import type { SearchToken } from '../../../src/api/schemas';
import { createStore } from '../../../src/store/create-store';
import { searchOf } from '../../../src/store/search';
import { emptyPhotosKey, searchError, searchTokenOutcome, tokenRequest } from '../../../src/store/search-rules';
import { EMPTY_TOKEN } from '../../../src/store/session';
import { memoryStorage } from '../../../src/store/storage';
import { answers, fakeApi } from '../helpers/fake-api';
import { fail, ok } from '../helpers/results';

const competitor = { competitorId: 'c1', competitorsListId: 'l', number: '77', name: 'Ann' };
const token: SearchToken = { token: 'st-1', expiresIn: 900, competitor };
const photo = (id: number) => ({ photoId: String(id), albumId: 'a', url: 'u', thumbnailUrl: 't', width: 1, height: 1 });
const event = { eventId: 'ev', albumId: 'alb', searchType: 'surname' as const, name: 'Event' };
const held = { token: 'old', expired: false, competitor: null };

describe('search token (PRODUCT.md §states-search-token)', () => {
  it('200 stores it and clears the expiry flag', () => {
    expect(searchTokenOutcome(ok(token), { token: null, expired: true, competitor: null })).toEqual({
      entry: { token: 'st-1', expired: false, competitor },
      error: null,
    });
  });

  it.each([401, 500])('%i marks it expired and clears it', (status) => {
    const outcome = searchTokenOutcome(fail(status, 'TokenExpired'), held);
    expect(outcome.entry).toEqual({ token: null, expired: true, competitor: null });
    expect(outcome.error).toMatchObject({ status, expired: true, key: 'search.tokenExpired' });
  });

  it.each([
    [404, 'CompetitorNotFound', 'search.participantNotFound'],
    [400, 'CheckData', 'validation.checkData'],
    [503, 'SearchUnavailable', 'search.unavailable'],
    [403, 'VerificationRequired', 'search.verificationRequired'],
    [1001, 'NetworkError', 'common.error'],
    [502, 'HttpError', 'common.error'],
  ])('other failure %i %s sets a search error without expiry', (status, code, key) => {
    const outcome = searchTokenOutcome(fail(status, code), held);
    expect(outcome.entry).toBe(held);
    expect(outcome.error).toEqual({ status, code, key, expired: false });
  });

  it('maps the e-mail mismatch of protected events', () => {
    expect(searchError({ status: 404, code: 'EmailNotRegistered' }).key).toBe('search.emailMismatch');
  });
});

describe('token request of a bib search', () => {
  it('carries the second factor the event uses, birth date as YYYY-MM-DD', () => {
    expect(tokenRequest({ number: ' 77 ', surname: ' Lee ' }, 'surname')).toEqual({ number: '77', surname: 'Lee' });
    expect(tokenRequest({ number: '77', personalCode: 'AB12C' }, 'personalCode')).toEqual({ number: '77', personalCode: 'AB12C' });
    expect(tokenRequest({ number: '77', birthDate: '31/12/1990' }, 'birthDate')).toEqual({ number: '77', birthDate: '1990-12-31' });
    expect(tokenRequest({ number: '77', birthDate: '31/02/1990' }, 'birthDate')).toBeNull();
    expect(tokenRequest({ number: '77' }, 'email')).toBeNull();
  });

  it('says processing or no photos when nothing was found', () => {
    expect(emptyPhotosKey(true)).toBe('search.processing');
    expect(emptyPhotosKey(false)).toBe('search.noPhotos');
    expect(emptyPhotosKey(false, true)).toBe('search.nothingForParticipant');
    expect(emptyPhotosKey(true, true)).toBe('search.processing');
  });
});

function setup(stubs: Parameters<typeof fakeApi>[0]) {
  return createStore({ api: fakeApi(stubs), storage: { session: memoryStorage(), local: memoryStorage() }, dataLayer: [] });
}

describe('search store', () => {
  it('bib search: token, then all photos of the competitor with the token', async () => {
    const fetchAllPhotos = answers(ok({ items: [photo(1), photo(2)], total: 2, count: 2 }));
    const store = setup({ competitors: { requestToken: answers(ok(token)) }, photos: { fetchAllPhotos } });
    const result = await searchOf(store).searchByBib(event, { number: '77', surname: 'Lee' });
    expect(result?.ok).toBe(true);
    expect(fetchAllPhotos).toHaveBeenCalledWith({ albumId: 'alb', startNumber: '77', searchToken: 'st-1' }, { signal: expect.any(AbortSignal) });
    expect(store.session.searchToken('ev')).toEqual({ token: 'st-1', expired: false, competitor });
    expect(searchOf(store).photos.value).toHaveLength(2);
    expect(searchOf(store).notice.value).toBeNull();
  });

  it('the search under way is loading; Cancel gives it up (nothing shown, no error), and a new search gives up the one before', async () => {
    const answersOf: Array<(r: unknown) => void> = [];
    const requestToken = vi.fn(() => new Promise((answer) => answersOf.push(answer)));
    const fetchAllPhotos = answers(ok({ items: [photo(1)], total: 1, count: 1 }));
    const store = setup({ competitors: { requestToken: requestToken as never }, photos: { fetchAllPhotos } });
    const search = searchOf(store);
    const first = search.searchByBib(event, { number: '77', surname: 'Lee' });
    expect(search.loading.value).toBe(true);
    search.cancel();
    expect(search.loading.value).toBe(false);
    answersOf[0]!(ok(token));
    await first;
    expect(search.photos.value).toEqual([]);
    expect(search.active.value).toBe(false);

    const older = search.searchByBib(event, { number: '77', surname: 'Lee' });
    const newer = search.searchByBib(event, { number: '77', surname: 'Lee' });
    answersOf[2]!(ok(token));
    await newer;
    expect(search.loading.value).toBe(false);
    expect(search.photos.value).toHaveLength(1);
    answersOf[1]!(fail(401));
    await older;
    // The older search was given up: its failure is not shown over the newer one's photos.
    expect(search.error.value).toBeNull();
    expect(search.photos.value).toHaveLength(1);
  });

  it('a search error empties the found photos', async () => {
    const store = setup({
      competitors: { requestToken: answers(ok(token), fail(404, 'CompetitorNotFound')) },
      photos: { fetchAllPhotos: answers(ok({ items: [photo(1)], total: 1, count: 1 })) },
    });
    await searchOf(store).searchByBib(event, { number: '77', surname: 'Lee' });
    expect(searchOf(store).photos.value).toHaveLength(1);
    await searchOf(store).searchByBib(event, { number: '78', surname: 'Lee' });
    expect(searchOf(store).photos.value).toEqual([]);
    expect(searchOf(store).error.value).toMatchObject({ key: 'search.participantNotFound', expired: false });
    expect(store.session.searchToken('ev').token).toBe('st-1');
  });

  it('a refused token (401) on the photo search marks the token expired and clears it', async () => {
    const store = setup({
      competitors: { requestToken: answers(ok(token)) },
      photos: { fetchAllPhotos: answers(fail(401, 'TokenExpired')) },
    });
    await searchOf(store).searchByBib(event, { number: '77', surname: 'Lee' });
    expect(store.session.searchToken('ev')).toEqual({ token: null, expired: true, competitor: null });
    expect(store.session.tokenFor('ev')).toBeNull();
    expect(searchOf(store).error.value).toMatchObject({ status: 401, expired: true });
  });

  it('a 500 on the token request marks the token expired', async () => {
    const store = setup({ competitors: { requestToken: answers(fail(500)) } });
    store.session.setSearchToken('ev', held);
    await searchOf(store).requestToken('ev', { number: '1', surname: 'x' });
    expect(store.session.searchToken('ev').expired).toBe(true);
  });

  it('tells "being processed" or "no photos" after an empty result', async () => {
    const fetchAllPhotos = answers(ok({ items: [], total: 0, count: 0, processing: true }), ok({ items: [], total: 0, count: 0 }));
    const store = setup({ photos: { fetchAllPhotos } });
    await searchOf(store).searchPhotos(event, { personId: 'p1' });
    expect(searchOf(store).notice.value).toBe('search.processing');
    await searchOf(store).searchPhotos(event, { personId: 'p1' });
    expect(searchOf(store).notice.value).toBe('search.noPhotos');
  });

  it('videos: the personal ones with the token, "No Videos Found" when empty', async () => {
    const listVideos = answers(ok({ items: [], total: 0 }));
    const store = setup({ photos: { listVideos } });
    store.session.setSearchToken('ev', { token: 'st', expired: false, competitor: null });
    await searchOf(store).searchVideos(event, '77');
    expect(listVideos).toHaveBeenCalledWith({ albumId: 'alb', myStartNumber: '77', searchToken: 'st', count: 100 }, expect.anything());
    expect(searchOf(store).videosNotice.value).toBe('search.noVideos');
  });

  it('e-mail search: a mail that is not registered is the mismatch error', async () => {
    const store = setup({ competitors: { sendCode: answers(fail(404, 'EmailNotRegistered'), ok({ sent: true })) } });
    await searchOf(store).sendVerificationEmail(event, 'x@y.z', 'https://shop/competitors/verify');
    expect(searchOf(store).error.value?.key).toBe('search.emailMismatch');
    await searchOf(store).sendVerificationEmail(event, 'ann@y.z', 'https://shop/competitors/verify');
    expect(searchOf(store).emailSent.value).toBe(true);
    expect(searchOf(store).error.value).toBeNull();
  });

  it('verified link with one competitor searches at once with the link token', async () => {
    const requestToken = answers(ok(token));
    const store = setup({
      competitors: {
        verify: answers(ok({ isVerificationSuccessful: true, code: 'Verified', competitors: [competitor] })),
        requestToken,
      },
      photos: { fetchAllPhotos: answers(ok({ items: [photo(1)], total: 1, count: 1 })) },
    });
    await searchOf(store).verifyLink(event, 'link-tok');
    expect(requestToken).toHaveBeenCalledWith('ev', { verificationCode: 'link-tok', competitorId: 'c1' }, { signal: expect.any(AbortSignal) });
    expect(searchOf(store).photos.value).toHaveLength(1);
  });

  it('verified link with several competitors lets the visitor pick', async () => {
    const store = setup({
      competitors: {
        verify: answers(ok({ isVerificationSuccessful: true, code: 'Verified', competitors: [competitor, { ...competitor, competitorId: 'c2' }] })),
      },
    });
    await searchOf(store).verifyLink(event, 'link-tok');
    expect(searchOf(store).verification.value?.competitors).toHaveLength(2);
  });

  it('an expired link is a verification error', async () => {
    const store = setup({ competitors: { verify: answers(ok({ isVerificationSuccessful: false, code: 'Expired', competitors: [] })) } });
    await searchOf(store).verifyLink(event, 'old');
    expect(searchOf(store).error.value).toMatchObject({ key: 'search.verificationFailed', code: 'Expired' });
  });

  it('keeps tokens per event', () => {
    const store = setup({});
    store.session.setSearchToken('a', { token: 'ta', expired: false, competitor: null });
    expect(store.session.tokenFor('a')).toBe('ta');
    expect(store.session.searchToken('b')).toEqual(EMPTY_TOKEN);
  });

  it('a bib search that finds nothing says so for the participant', async () => {
    const store = setup({
      competitors: { requestToken: answers(ok(token)) },
      photos: { fetchAllPhotos: answers(ok({ items: [], total: 0, count: 0 })) },
    });
    await searchOf(store).searchByBib(event, { number: '77', surname: 'Lee' });
    expect(searchOf(store).notice.value).toBe('search.nothingForParticipant');
    expect(searchOf(store).lastTarget.value).toBe('participant');
  });

  it('loads the event; a slower earlier load does not overwrite a later one', async () => {
    let release: (v: unknown) => void = () => {};
    const slow = new Promise((r) => (release = r));
    const getEvent = vi.fn(async (id: unknown) => {
      if (id === '1') await slow;
      return id === '404' ? fail(404, 'NotFound') : ok({ eventId: id, name: `E${String(id)}` });
    });
    const store = setup({ photos: { getEvent } as never });
    const first = searchOf(store).openEvent('1');
    await searchOf(store).openEvent('2');
    release(null);
    await first;
    // The event is a query's state (src/store/base/query.ts): data, status, and the failure's status.
    expect(searchOf(store).event.value.data).toMatchObject({ eventId: '2' });
    expect(searchOf(store).event.value.status).toBe('ready');
    await searchOf(store).openEvent('404');
    expect(searchOf(store).event.value.data).toBeNull();
    expect(searchOf(store).event.value.error?.status).toBe(404);
  });

  it('a shared link searches straight away only with a valid token for that bib', () => {
    const store = setup({});
    const search = searchOf(store);
    expect(search.canSearchFromToken('ev', '77')).toBe(false);
    store.session.setSearchToken('ev', { token: 'st', expired: false, competitor });
    expect(search.canSearchFromToken('ev', competitor.number)).toBe(true);
    expect(search.canSearchFromToken('ev', 'other')).toBe(false);
    store.session.setSearchToken('ev', { token: null, expired: true, competitor: null });
    expect(search.canSearchFromToken('ev', competitor.number)).toBe(false);
  });
});
