import type { Module } from '../app';
import { newId, sameId } from '../core/ids';
import { requireEvent, wireCompetitor } from '../domain/catalog';
import { sendMail } from '../domain/mail';
import { issueSearchToken } from '../domain/search-tokens';
import { verificationMailText } from '../domain/verification-mail';
import { pageOf, paginate } from '../http/pagination';
import { ApiError, notFound, ok, validationFailed } from '../http/reply';
import { mount } from '../http/router';
import type { Fields } from '../http/validate';
import { EMAIL, isIsoDate, objectBody, requiredHttpUrl, requiredId, requiredQuery, requiredString } from '../http/validate';
import type { EventRecord, ParticipantRecord, State } from '../store/state';

/** How long an e-mail confirmation link works (before timeScale). */
const VERIFICATION_TTL_MS = 24 * 3600_000;

/**
 * competitor-service: the participants of an event and the search tokens that unlock a
 * participant's photos: by bib plus a second factor, or for protected events by e-mail link.
 */
export const competitorService: Module = (app) => {
  const state = () => app.store.state;

  return mount('/public/competitor-service/api/v1', [
    {
      method: 'GET',
      path: '/competitors',
      handler: (ctx) => {
        const listId = requiredQuery(ctx.query, 'competitorsListId');
        const event = state().events.find((e) => sameId(e.competitorsListId, listId));
        if (!event) throw notFound('Competitors list');
        const search = normalize(ctx.query.get('search') ?? '');
        const matches = event.participants.filter((p) => !search || p.number.startsWith(search) || normalize(`${p.firstName} ${p.surname}`).includes(search));
        const page = paginate(matches, pageOf(ctx.query));
        return ok({ ...page, items: page.items.map((p) => wireCompetitor(event, p)) });
      },
    },
    {
      method: 'POST',
      path: '/competitors/:eventId/token',
      handler: async (ctx) => {
        const body = objectBody(await ctx.json());
        const event = requireEvent(state(), ctx.params.eventId);
        if (event.bibSearchUnavailable) {
          throw new ApiError(503, 'SearchUnavailable', 'Search by bib number or surname is unavailable for now; use face search');
        }
        const participant = event.isProtected ? verifiedParticipant(state(), event, body, app.clock.now()) : bibParticipant(event, body);
        const token = issueSearchToken(state(), event, participant, app.clock.now(), app.settings.tokenTtlMs);
        app.store.changed();
        return ok({
          token: token.token,
          expiresIn: Math.max(1, Math.round((token.expiresAt - app.clock.now()) / 1000)),
          competitor: wireCompetitor(event, participant),
        });
      },
    },
    {
      method: 'GET',
      path: '/competitor/code',
      handler: (ctx) => {
        const event = requireEvent(state(), requiredQuery(ctx.query, 'eventId'));
        const email = requiredQuery(ctx.query, 'email').toLowerCase();
        if (!EMAIL.test(email)) throw validationFailed('email', 'Enter email you use');
        const returnUrl = requiredHttpUrl(ctx.query.get('returnUrl') ?? undefined, 'returnUrl');
        if (!event.participants.some((p) => p.email?.toLowerCase() === email)) {
          throw new ApiError(
            404,
            'EmailNotRegistered',
            'We could not verify your participation in the event with this e-mail. Use the e-mail you registered with.',
          );
        }
        const now = app.clock.now();
        const code = newId('vc');
        state().verifications[code] = {
          code,
          eventId: event.eventId,
          email,
          createdOn: new Date(now).toISOString(),
          expiresAt: now + app.clock.scale(VERIFICATION_TTL_MS),
        };
        const link = new URL(returnUrl);
        link.searchParams.set('token', code);
        link.searchParams.set('eventId', String(event.eventId));
        const text = verificationMailText(ctx.query.get('lang') ?? 'en', event.name);
        sendMail(
          state(),
          { to: email, kind: 'verification', lang: text.lang, subject: text.subject, text: text.intro, links: [{ label: text.subject, url: link.toString() }] },
          now,
        );
        app.store.changed();
        return ok({ sent: true });
      },
    },
    {
      method: 'GET',
      path: '/competitor/token',
      handler: (ctx) => {
        const code = requiredQuery(ctx.query, 'token');
        const verification = state().verifications[code];
        if (!verification) return ok({ isVerificationSuccessful: false, code: 'Invalid', competitors: [] });
        if (verification.expiresAt <= app.clock.now()) {
          return ok({ isVerificationSuccessful: false, code: 'Expired', eventId: verification.eventId, competitors: [] });
        }
        const event = requireEvent(state(), verification.eventId);
        if (!verification.verifiedOn) {
          verification.verifiedOn = new Date(app.clock.now()).toISOString();
          app.store.changed();
        }
        return ok({
          isVerificationSuccessful: true,
          code: 'Verified',
          eventId: event.eventId,
          // One e-mail may have registered several runners (a family): the client lets them pick.
          competitors: event.participants.filter((p) => p.email?.toLowerCase() === verification.email).map((p) => wireCompetitor(event, p)),
        });
      },
    },
  ]);
};

/** Open events: the bib number plus the event's second factor. */
function bibParticipant(event: EventRecord, body: Fields): ParticipantRecord {
  const number = requiredString(body, 'number', 20);
  const factor = event.searchType;
  if (factor === 'email') throw validationFailed('searchType', 'this event is searched by e-mail');
  const given = requiredString(body, factor, 100);
  if (factor === 'personalCode' && !/^[A-Za-z0-9]{5}$/.test(given))
    throw validationFailed('personalCode', 'five Latin letters or digits, as printed on the bib');
  if (factor === 'birthDate' && !isIsoDate(given)) throw validationFailed('birthDate', 'a date as YYYY-MM-DD');
  const participant = event.participants.find((p) => p.number === number);
  if (!participant) throw new ApiError(404, 'CompetitorNotFound', 'The participant with the entered bib number is not found');
  const expected = participant[factor];
  const matches =
    factor === 'surname'
      ? normalize(given) === normalize(participant.surname)
      : factor === 'personalCode'
        ? given.toUpperCase() === expected
        : given === expected;
  if (!matches) throw new ApiError(400, 'CheckData', 'Check the data entered');
  return participant;
}

/** Protected events: a code whose e-mail link was followed, and one of that e-mail's runners. */
function verifiedParticipant(state: State, event: EventRecord, body: Fields, now: number): ParticipantRecord {
  const required = () => new ApiError(403, 'VerificationRequired', 'This event is protected: confirm your e-mail with the link we send you first');
  if (body.verificationCode === undefined) throw required();
  const verification = state.verifications[requiredString(body, 'verificationCode', 100)];
  const competitorId = requiredId(body, 'competitorId');
  if (!verification?.verifiedOn || verification.eventId !== event.eventId || verification.expiresAt <= now) throw required();
  const participant = event.participants.find((p) => sameId(p.competitorId, competitorId) && p.email?.toLowerCase() === verification.email);
  if (!participant) throw required();
  return participant;
}

/** Case, accents and spacing do not matter: 'berzina' finds Bērziņa. */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
