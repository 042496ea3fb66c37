/**
 * Search (PRODUCT.md §overview-finding, PRODUCT.md §states-search-token,
 * PRODUCT.md §errors-search): by bib number with a second factor, by confirmed e-mail on protected
 * events, and the photo and video lists a search finds. Face search lives in face-search.ts and
 * lands its results here.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { ApiWith } from '../api/client';
import type { ApiError, Result } from '../api/http';
import {
  type Event,
  type Id,
  type ItsMePayload,
  type Photo,
  type PhotoList,
  type SearchToken,
  type TokenRequest,
  type Verification,
  type Video,
  wireId,
} from '../api/schemas';
import { competitorsApi } from '../api/services/competitors';
import { photosApi } from '../api/services/photos';
import type { MessageKey } from '../validation/message-key';
import type { BibSearchForm } from '../validation/search';
import { feature, servicesOf } from './base/feature';
import { mutation } from './base/mutation';
import { query } from './base/query';
import { slot } from './base/slot';
import { type EventQuery, eventOf } from './event';
import { EXPIRED_TOKEN, emptyPhotosKey, type SearchError, searchError, searchTokenOutcome, tokenRequest } from './search-rules';
import type { SessionStore } from './session';
import { type VideosQuery, videosOf } from './videos';

export type SearchEvent = Pick<Event, 'eventId' | 'albumId' | 'searchType' | 'name'>;
/** Whose photos: a bib (with the event's search token) or a person from face recognition. */
export type PhotoTarget = { startNumber: string } | { personId: Id };
/**
 * One photo list the platform answers: a bib's (with the search token the page held when it
 * asked, which changes the answer) or a recognized person's. The request's own query.
 */
type PhotosKey = { albumId: Id; startNumber: string; searchToken: string | null } | { albumId: Id; personId: Id };

/** What a participant's search shows: their photos or their videos. */
export type ParticipantView = 'photos' | 'video';

interface SearchDeps {
  api: ApiWith<'competitors' | 'photos'>;
  auth: SessionStore;
  /** The owner of events (event.ts): the search shows one of them at a time. */
  events: EventQuery;
  /** The owner of videos (videos.ts). */
  videos: VideosQuery;
  /** Where a participant's searches are remembered for the home page (recent-searches.ts). */
  local: Pick<Storage, 'getItem' | 'setItem'>;
}

export function createSearchStore({ api, auth, events, videos: videoQuery, local }: SearchDeps) {
  /**
   * The photo lists searches asked for (base/query.ts), each search asking anew: photos of a
   * bib are added while the event is processed.
   */
  const photoLists = query<PhotosKey, PhotoList>({
    keyOf: (key) => JSON.stringify(key),
    fetch: (key, signal) => api.photos.fetchAllPhotos(key, { signal }),
  });
  /**
   * The list the last search found. Pointed at once the answer is in, so the photos shown stay
   * until the next search answers (or fails), and a search given up changes nothing.
   */
  const found = slot(photoLists);
  const foundList = computed(() => found.state.value.data);
  const photos = computed<Photo[]>(() => foundList.value?.items ?? []);
  /** A search ran and answered (so "nothing found" may be shown). */
  const searched = computed(() => found.key.value !== null);
  /** Whose photos the last search found: a named participant, or a face. */
  const lastTarget = computed(() => {
    const key = found.key.value;
    return key === null ? null : 'personId' in key ? 'person' : 'participant';
  });
  /** The videos a search found: the participant's personal ones, or the event's. */
  const videoList = slot(videoQuery);
  const videos = computed<Video[]>(() => videoList.state.value.data ?? []);
  const videosSearched = computed(() => videoList.key.value !== null);
  /** The search's failure shown (a request's, or one found before any call: fail). */
  const error = signal<SearchError | null>(null);
  const emailSent = signal(false);
  const verification = signal<Verification | null>(null);
  /** The event being searched (the photo-search widget shows one at a time). */
  const event = slot(events);

  /** PRODUCT.md §states-search-token: a search error empties the found photos. */
  function fail(eventId: Id, failure: SearchError) {
    batch(() => {
      error.value = failure;
      found.clear();
      if (failure.expired) auth.setSearchToken(eventId, EXPIRED_TOKEN);
    });
  }

  /**
   * The search under way, one write of base/mutation.ts whose input is the search's step:
   * `loading` is its newest call pending. A bib, e-mail or link search gives up the one before
   * (`fresh`: cancel, then run), and the participant's Cancel gives it up; such a step reads its
   * own signal and, given up, changes nothing. The other searches (a face's or a shared link's
   * photos, videos) send no signal, as before: Cancel only gives the form back.
   */
  const searching = mutation<Step, unknown, ApiError, Result<unknown>>((step, signal) => step(signal));
  const loading = computed(() => searching.state.value.status === 'pending');

  /** Runs `step` as the search under way: its error cleared, `fresh` giving up the one before. */
  function run<T>(step: (signal: AbortSignal) => Promise<Result<T>>, fresh = false): Promise<Result<T>> {
    if (fresh) searching.cancel();
    error.value = null;
    return searching.run(step) as Promise<Result<T>>;
  }

  async function tokenStep(eventId: Id, request: TokenRequest, signal?: AbortSignal): Promise<Result<SearchToken>> {
    const result = await api.competitors.requestToken(eventId, request, signal && { signal });
    if (signal?.aborted) return result;
    const outcome = searchTokenOutcome(result, auth.searchToken(eventId));
    batch(() => {
      auth.setSearchToken(eventId, outcome.entry);
      if (outcome.error) fail(eventId, outcome.error);
    });
    return result;
  }

  async function photosStep(event: SearchEvent, target: PhotoTarget, signal?: AbortSignal): Promise<Result<PhotoList>> {
    const key: PhotosKey =
      'startNumber' in target
        ? { albumId: event.albumId, startNumber: target.startNumber, searchToken: auth.tokenFor(event.eventId) }
        : { albumId: event.albumId, personId: target.personId };
    const result = await photoLists.fresh(key);
    if (signal?.aborted) return result;
    if (!result.ok) fail(event.eventId, searchError(result.error));
    // The answer is in: showing the key takes it, with no second request.
    else void found.show(key);
    return result;
  }

  /** A search token for the bib or link (the search shows its failure). */
  const requestToken = (eventId: Id, request: TokenRequest) => run(() => tokenStep(eventId, request));

  /** Photos of a bib (with this page's token) or of a recognized person (face-search.ts). */
  const searchPhotos = (event: SearchEvent, target: PhotoTarget) => run(() => photosStep(event, target));

  /**
   * Remembers a participant's search for the home page (recent-searches.ts); never a second factor.
   * The id in the platform's form: other versions of the SDK on the site read the same record.
   * Written once the photos show, by code fetched then: the search's first load does without it.
   */
  const remember = (on: SearchEvent, number: string) => {
    const entry = { eventId: wireId(on.eventId), eventName: on.name, number, when: new Date().toISOString() };
    // Offline, its code may not come: the search still counts, only the home page's record is skipped.
    import('./recent-searches').then(({ rememberSearch }) => rememberSearch(local, entry)).catch(() => undefined);
  };

  /**
   * Shows the event a search is for; the event asked for last is shown, whichever answer comes
   * last. Another event's results are dropped first: they must not show under this one.
   */
  function openEvent(eventId: Id): Promise<Result<Event>> {
    if (event.key.peek() !== eventId) reset();
    return event.show(eventId);
  }

  /**
   * A shared link (/search/{id}/{number}): the participant's photos straight away when this page
   * already holds a valid search token for that bib; false when the visitor must search first.
   */
  function canSearchFromToken(eventId: Id, number: string): boolean {
    const entry = auth.searchToken(eventId);
    return !entry.expired && !!entry.token && entry.competitor?.number === number.trim();
  }

  /** The participant's personal videos (by start number) or the event's videos. */
  const searchVideos = (event: SearchEvent, startNumber?: string): Promise<Result<Video[]>> =>
    run(async () => {
      const result = await videoList.show({
        albumId: event.albumId,
        startNumber,
        searchToken: startNumber ? auth.tokenFor(event.eventId) : null,
      });
      if (!result.ok) {
        videoList.clear();
        fail(event.eventId, searchError(result.error));
      }
      return result;
    });

  /** A participant's photos or videos by their bib, with the search token this page holds. */
  const showParticipant = (event: SearchEvent, number: string, view: ParticipantView) =>
    view === 'video' ? searchVideos(event, number) : searchPhotos(event, { startNumber: number });

  /**
   * Token, then the photos of the bib's competitor, remembered for the home page once found.
   * Validation happens in the form first; null when the form holds no second factor for this event.
   */
  async function searchByBib(event: SearchEvent, form: BibSearchForm): Promise<Result<PhotoList> | null> {
    const request = tokenRequest(form, event.searchType);
    if (!request) return null;
    return run(async (signal) => {
      const token = await tokenStep(event.eventId, request, signal);
      if (!token.ok) return token;
      const number = token.data.competitor.number;
      const found = await photosStep(event, { startNumber: number }, signal);
      if (found.ok) remember(event, number);
      return found;
    }, true);
  }

  /**
   * The bib form's search: its photos, then its videos too when the video link asked for them
   * (/search/{id}/{number}/video).
   */
  async function searchParticipant(
    event: SearchEvent,
    form: BibSearchForm,
    view: ParticipantView,
  ): Promise<{ photos: Result<PhotoList>; videos: Result<Video[]> | null } | null> {
    const photos = await searchByBib(event, form);
    if (!photos) return null;
    const number = auth.searchToken(event.eventId).competitor?.number;
    return { photos, videos: photos.ok && view === 'video' && number ? await searchVideos(event, number) : null };
  }

  /** Protected events: mail the confirmation link (PRODUCT.md §routes-search-email). */
  const sendVerificationEmail = (event: SearchEvent, email: string, returnUrl: string, lang?: string) => {
    emailSent.value = false;
    return run(async (signal) => {
      const result = await api.competitors.sendCode({ eventId: event.eventId, email: email.trim(), returnUrl, lang }, { signal });
      if (signal.aborted) return result;
      if (!result.ok) fail(event.eventId, searchError(result.error));
      else emailSent.value = result.data.sent;
      return result;
    }, true);
  };

  /**
   * Exchange a confirmed link's token and one of its competitors for a search token, then search
   * (remembered for the home page once found).
   */
  async function competitorStep(event: SearchEvent, linkToken: string, competitorId: Id, signal: AbortSignal) {
    const token = await tokenStep(event.eventId, { verificationCode: linkToken, competitorId }, signal);
    if (!token.ok) return token;
    const number = token.data.competitor.number;
    const found = await photosStep(event, { startNumber: number }, signal);
    if (found.ok) remember(event, number);
    return found;
  }

  /** The competitor the visitor picked on the confirmation link's landing. */
  const searchAsCompetitor = (event: SearchEvent, linkToken: string, competitorId: Id) =>
    run<unknown>((signal) => competitorStep(event, linkToken, competitorId, signal), true);

  /**
   * The confirmation link's landing (/competitors/verify): checks the token; with one
   * competitor it searches at once, with several the visitor picks one (`verification`).
   */
  const verifyLink = (event: SearchEvent, linkToken: string) =>
    run<unknown>(async (signal) => {
      const result = await api.competitors.verify(linkToken, { signal });
      if (signal.aborted) return result;
      if (!result.ok) {
        fail(event.eventId, searchError(result.error));
        return result;
      }
      if (!result.data.isVerificationSuccessful) {
        fail(event.eventId, { status: result.status, code: result.data.code, key: 'search.verificationFailed', expired: false });
        return result;
      }
      verification.value = result.data;
      const [only, ...others] = result.data.competitors;
      if (only && others.length === 0) return competitorStep(event, linkToken, only.competitorId, signal);
      return result;
    }, true);

  return {
    photos,
    /** How many photos the last search found in all. */
    total: computed(() => foundList.value?.total ?? 0),
    videos,
    error,
    loading,
    emailSent,
    verification,
    /** The event being searched: its data, status and failure (query.ts). */
    event: event.state,
    lastTarget,
    /** A search is running or has answered: the results area has something to say. */
    active: computed(() => loading.value || searched.value || videosSearched.value || error.value !== null),
    openEvent,
    canSearchFromToken,
    /** The 10 s notice's "Try again" on the event being searched: its request is sent anew. */
    retryEvent: (eventId: Id) => events.retry(eventId),
    /** What to say when a finished search found nothing; null while there is something to show. */
    notice: computed<MessageKey | null>(() =>
      searched.value && !loading.value && !error.value && photos.value.length === 0
        ? emptyPhotosKey(foundList.value?.processing ?? false, lastTarget.value === 'participant')
        : null,
    ),
    videosNotice: computed<MessageKey | null>(() =>
      videosSearched.value && !loading.value && !error.value && videos.value.length === 0 ? 'search.noVideos' : null,
    ),
    requestToken,
    searchPhotos,
    searchByBib,
    searchParticipant,
    searchVideos,
    showParticipant,
    sendVerificationEmail,
    verifyLink,
    searchAsCompetitor,
    /** 'This is me' / 'this is not me' on a found photo (PRODUCT.md §entities-itsme); 204. */
    markItsMe: (photoId: Id, payload: ItsMePayload) => api.photos.markItsMe(photoId, payload),
    /** Records a failure found before any call (e.g. an invalid selfie file). */
    fail,
    /** Gives up the search under way (bib, e-mail or link): the form is the participant's again, with no error. */
    cancel: searching.cancel,
    reset,
  };

  /** Back to no search: nothing found, no error (another event, another e-mail); the search under way is given up. */
  function reset() {
    batch(() => {
      searching.cancel();
      found.clear();
      videoList.clear();
      error.value = null;
      emailSent.value = false;
      verification.value = null;
    });
  }
}
export type SearchStore = ReturnType<typeof createSearchStore>;

/** A step of a search, given the signal of the search under way. */
type Step = (signal: AbortSignal) => Promise<Result<unknown>>;

/** The page's search, shared by the photo-search and event-gallery widgets. */
export const searchOf = feature((store) =>
  createSearchStore({
    api: servicesOf(store, { competitors: competitorsApi, photos: photosApi }),
    auth: store.session,
    events: eventOf(store),
    videos: videosOf(store),
    local: store.storage.local,
  }),
);
