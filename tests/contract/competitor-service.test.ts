import { describe, expect, it } from 'vitest';
import { CodeSent, CompetitorList, SearchToken, Verification } from '../../src/api/schemas/competitors';
import { PhotoList } from '../../src/api/schemas/photos';
import { client, DEMO, expectError, searchToken, svc, wire } from './helpers';

const api = client();
const token = (eventId: number, body: unknown) => api.post(svc('competitor-service', `/competitors/${eventId}/token`), body);

describe('competitor-service GET /competitors', () => {
  it('lists a competitors list and searches it by number or name, never leaking second factors', async () => {
    const all = wire(CompetitorList, (await api.get(svc('competitor-service', `/competitors?competitorsListId=${DEMO.open.competitorsListId}`))).body);
    expect(all.total).toBe(7);
    expect(JSON.stringify(all)).not.toMatch(/personalCode|birthDate|@example/);
    const byNumber = wire(
      CompetitorList,
      (await api.get(svc('competitor-service', `/competitors?competitorsListId=${DEMO.open.competitorsListId}&search=123`))).body,
    );
    expect(byNumber.items.map((c) => c.number)).toEqual(['1234']);
    const byName = wire(
      CompetitorList,
      (await api.get(svc('competitor-service', `/competitors?competitorsListId=${DEMO.open.competitorsListId}&search=berzina`))).body,
    );
    expect(byName.items.map((c) => c.name)).toEqual(['Laura Bērziņa']);
  });

  it('rejects a missing list id (400) and an unknown one (404)', async () => {
    expectError(await api.get(svc('competitor-service', '/competitors')), 400, 'ValidationFailed');
    expectError(await api.get(svc('competitor-service', '/competitors?competitorsListId=1')), 404, 'NotFound');
  });
});

describe('competitor-service POST /competitors/{eventId}/token', () => {
  it('issues a token for bib + surname (case and accents ignored)', async () => {
    const res = await token(DEMO.open.eventId, { number: DEMO.open.bib, surname: ' BERZINA ' });
    expect(res.status).toBe(200);
    const issued = wire(SearchToken, res.body);
    expect(issued.competitor).toMatchObject({ number: DEMO.open.bib, name: 'Laura Bērziņa' });
    expect(issued.expiresIn).toBeGreaterThan(0);
  });

  it('issues a token for bib + personal code and for bib + birth date', async () => {
    expect(wire(SearchToken, (await token(DEMO.personalCode.eventId, { number: DEMO.personalCode.bib, personalCode: 'k7p2q' })).body).competitor.number).toBe(
      DEMO.personalCode.bib,
    );
    expect(
      wire(SearchToken, (await token(DEMO.birthDate.eventId, { number: DEMO.birthDate.bib, birthDate: DEMO.birthDate.birthDate })).body).competitor.number,
    ).toBe(DEMO.birthDate.bib);
  });

  it('answers 404 CompetitorNotFound for an unknown bib and 400 CheckData for a wrong second factor', async () => {
    expectError(await token(DEMO.open.eventId, { number: '99999', surname: 'Nobody' }), 404, 'CompetitorNotFound');
    const wrong = expectError(await token(DEMO.open.eventId, { number: DEMO.open.bib, surname: 'Walker' }), 400, 'CheckData');
    expect(wrong.message).toBe('Check the data entered');
    expectError(await token(DEMO.personalCode.eventId, { number: DEMO.personalCode.bib, personalCode: 'ZZZZZ' }), 400, 'CheckData');
    expectError(await token(DEMO.birthDate.eventId, { number: DEMO.birthDate.bib, birthDate: '1985-04-13' }), 400, 'CheckData');
  });

  it('answers 400 ValidationFailed for missing fields, a malformed personal code or date, malformed JSON', async () => {
    expectError(await token(DEMO.open.eventId, { surname: 'Berzina' }), 400, 'ValidationFailed');
    expect(expectError(await token(DEMO.open.eventId, { number: DEMO.open.bib }), 400, 'ValidationFailed').message).toContain('surname');
    expectError(await token(DEMO.personalCode.eventId, { number: DEMO.personalCode.bib, personalCode: 'K7P2' }), 400, 'ValidationFailed');
    expectError(await token(DEMO.birthDate.eventId, { number: DEMO.birthDate.bib, birthDate: '12/04/1985' }), 400, 'ValidationFailed');
    expectError(await token(DEMO.birthDate.eventId, { number: DEMO.birthDate.bib, birthDate: '1985-02-30' }), 400, 'ValidationFailed');
    expectError(await token(DEMO.open.eventId, ['not', 'an', 'object']), 400, 'ValidationFailed');
    const malformed = await api.call('POST', svc('competitor-service', `/competitors/${DEMO.open.eventId}/token`), {
      body: '{number:',
      headers: { 'Content-Type': 'application/json' },
    });
    expectError(malformed, 400, 'MalformedJson');
  });

  it('answers 503 SearchUnavailable where bib search is off, 404 for an unknown event', async () => {
    expectError(await token(DEMO.unavailable.eventId, { number: '301', surname: 'Larsen' }), 503, 'SearchUnavailable');
    expectError(await token(999, { number: '1', surname: 'x' }), 404, 'NotFound');
  });

  it('expires tokens: the next personal search answers 401 TokenExpired', async () => {
    const issued = await searchToken(api, DEMO.open.eventId, { number: DEMO.open.bib, surname: DEMO.open.surname });
    const search = () =>
      api.get(svc('photo-service', `/photos?albumId=${DEMO.open.albumId}&startNumber=${DEMO.open.bib}`), { headers: { 'X-Search-Token': issued } });
    expect((await search()).status).toBe(200);
    const expired = await api.post('/sandbox/admin/expire-tokens', { token: issued });
    expect(expired.body).toEqual({ expired: 1 });
    expectError(await search(), 401, 'TokenExpired');
    // A new token works again.
    const fresh = await searchToken(api, DEMO.open.eventId, { number: DEMO.open.bib, surname: DEMO.open.surname });
    expect(
      (await api.get(svc('photo-service', `/photos?albumId=${DEMO.open.albumId}&startNumber=${DEMO.open.bib}`), { headers: { 'X-Search-Token': fresh } }))
        .status,
    ).toBe(200);
  });
});

describe('protected event: e-mail confirmation link, then a token', () => {
  const returnUrl = 'http://localhost:4000/competitors/verify';
  const sendCode = (email: string, extra = '') =>
    api.get(
      svc(
        'competitor-service',
        `/competitor/code?eventId=${DEMO.protected.eventId}&email=${encodeURIComponent(email)}&returnUrl=${encodeURIComponent(returnUrl)}&lang=de${extra}`,
      ),
    );
  const linkOf = async (email: string) => {
    // Other test files share the sandbox and mail these addresses too: take the newest mail with our link.
    const items: { kind: string; links: { url: string }[] }[] = (await api.get(`/sandbox/api/mail?to=${encodeURIComponent(email)}`)).body.items;
    const mail = items.find((m) => m.links[0]?.url.startsWith(returnUrl))!;
    expect(mail.kind).toBe('verification');
    return new URL(mail.links[0]!.url);
  };

  it('refuses a bib search before verification (403 VerificationRequired)', async () => {
    expectError(await token(DEMO.protected.eventId, { number: '11', surname: 'Schmidt' }), 403, 'VerificationRequired');
    expectError(await token(DEMO.protected.eventId, { verificationCode: 'vc_forged', competitorId: 104001 }), 403, 'VerificationRequired');
  });

  it('mails a link to a registered e-mail; following it verifies and lists the e-mail’s participants', async () => {
    const sent = await sendCode(DEMO.protected.familyEmail);
    expect(sent.status).toBe(200);
    expect(wire(CodeSent, sent.body)).toEqual({ sent: true });
    const link = await linkOf(DEMO.protected.familyEmail);
    expect(link.origin + link.pathname).toBe(returnUrl);
    expect(link.searchParams.get('eventId')).toBe(String(DEMO.protected.eventId));
    const code = link.searchParams.get('token')!;

    // The code is not usable before the link was followed.
    expectError(await token(DEMO.protected.eventId, { verificationCode: code, competitorId: 104002 }), 403, 'VerificationRequired');

    const verification = wire(Verification, (await api.get(svc('competitor-service', `/competitor/token?token=${code}`))).body);
    expect(verification).toMatchObject({ isVerificationSuccessful: true, code: 'Verified', eventId: DEMO.protected.eventId });
    expect(verification.competitors.map((c) => c.name).sort()).toEqual(['Lukas Schmidt', 'Mia Schmidt']);

    // Pick one participant: a token for them; someone else's competitorId is refused.
    const mia = verification.competitors.find((c) => c.name === 'Mia Schmidt')!;
    const res = await token(DEMO.protected.eventId, { verificationCode: code, competitorId: mia.competitorId });
    const issued = wire(SearchToken, res.body);
    expect(issued.competitor.number).toBe(mia.number);
    expectError(await token(DEMO.protected.eventId, { verificationCode: code, competitorId: 104001 }), 403, 'VerificationRequired');

    const photos = wire(
      PhotoList,
      (
        await api.get(svc('photo-service', `/photos?albumId=${DEMO.protected.albumId}&startNumber=${mia.number}`), {
          headers: { 'X-Search-Token': issued.token },
        })
      ).body,
    );
    expect(photos.total).toBeGreaterThan(0);
  });

  it('answers 404 EmailNotRegistered for an e-mail not registered for the event', async () => {
    const error = expectError(await sendCode('stranger@example.com'), 404, 'EmailNotRegistered');
    expect(error.message).toMatch(/could not verify your participation/);
  });

  it('validates the query: e-mail format, an http(s) returnUrl, a known event', async () => {
    expectError(await sendCode('not-an-email'), 400, 'ValidationFailed');
    expectError(
      await api.get(
        svc('competitor-service', `/competitor/code?eventId=${DEMO.protected.eventId}&email=${DEMO.protected.email}&returnUrl=javascript:alert(1)`),
      ),
      400,
      'ValidationFailed',
    );
    expectError(await api.get(svc('competitor-service', `/competitor/code?eventId=999&email=${DEMO.protected.email}&returnUrl=${returnUrl}`)), 404, 'NotFound');
  });

  it('answers Expired for a link followed too late, and the code no longer gives a token', async () => {
    await sendCode(DEMO.protected.email);
    const code = (await linkOf(DEMO.protected.email)).searchParams.get('token')!;
    expect((await api.post('/sandbox/admin/expire-tokens', { token: code })).body).toEqual({ expired: 1 });
    expect(wire(Verification, (await api.get(svc('competitor-service', `/competitor/token?token=${code}`))).body)).toMatchObject({
      isVerificationSuccessful: false,
      code: 'Expired',
      competitors: [],
    });
    expectError(await token(DEMO.protected.eventId, { verificationCode: code, competitorId: 104001 }), 403, 'VerificationRequired');
  });

  it('answers Invalid for an unknown link token and 400 without one', async () => {
    expect(wire(Verification, (await api.get(svc('competitor-service', '/competitor/token?token=vc_nope'))).body)).toMatchObject({
      isVerificationSuccessful: false,
      code: 'Invalid',
      competitors: [],
    });
    expectError(await api.get(svc('competitor-service', '/competitor/token')), 400, 'ValidationFailed');
  });

  it('writes the mail in the requested language', async () => {
    await sendCode(DEMO.protected.email);
    const items: { links: { url: string }[] }[] = (await api.get(`/sandbox/api/mail?to=${DEMO.protected.email}`)).body.items;
    const mail = items.find((m) => m.links[0]?.url.startsWith(returnUrl));
    expect(mail).toMatchObject({ lang: 'de', subject: 'Bestätige deine E-Mail, um deine Fotos zu sehen' });
  });
});
