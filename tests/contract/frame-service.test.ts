import { describe, expect, it } from 'vitest';
import { Verification } from '../../src/api/schemas/competitors';
import { client, DEMO, expectError, photoIds, productId, svc, wire } from './helpers';

const api = client();
const preview = (photoId: number | string, product: number | string, headers: Record<string, string> = {}) =>
  api.get(svc('frame-service', `/photos?photoId=${photoId}&productId=${product}`), { headers });

describe('frame-service GET /photos', () => {
  it('answers an image of the photo in the frame', async () => {
    const [photoId] = await photoIds(api, DEMO.open.albumId, 1);
    const frame = await productId(api, DEMO.open.catalogId, 'Frame');
    const res = await preview(photoId!, frame);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.text).toMatch(/^<svg/);
    expect(res.text).toContain('Framed photo of bib');
    expect(res.text).toContain('PREVIEW');
    const framedPackage = await productId(api, DEMO.open.catalogId, 'PhotosWithFrame');
    expect((await preview(photoId!, framedPackage)).status).toBe(200);
  });

  it('needs a search token for a protected event: 401 TokenExpired without, 200 with', async () => {
    const [photoId] = await photoIds(api, DEMO.protected.albumId, 1);
    const frame = await productId(api, DEMO.protected.catalogId, 'Frame');
    expectError(await preview(photoId!, frame), 401, 'TokenExpired');

    const returnUrl = encodeURIComponent('http://localhost:4000/competitors/verify');
    await api.get(svc('competitor-service', `/competitor/code?eventId=${DEMO.protected.eventId}&email=felix.bauer@example.com&returnUrl=${returnUrl}`));
    const mail = (await api.get('/sandbox/api/mail?to=felix.bauer@example.com')).body.items[0];
    const code = new URL(mail.links[0].url).searchParams.get('token')!;
    const verification = wire(Verification, (await api.get(svc('competitor-service', `/competitor/token?token=${code}`))).body);
    const token = await api.post(svc('competitor-service', `/competitors/${DEMO.protected.eventId}/token`), {
      verificationCode: code,
      competitorId: verification.competitors[0]!.competitorId,
    });
    expect((await preview(photoId!, frame, { 'X-Search-Token': token.body.token })).status).toBe(200);
  });

  it('answers 404 for an unknown photo or product, 400 for a product that is not a frame of that event', async () => {
    const [photoId] = await photoIds(api, DEMO.open.albumId, 1);
    const frame = await productId(api, DEMO.open.catalogId, 'Frame');
    expectError(await preview(1, frame), 404, 'NotFound');
    expectError(await preview(photoId!, 1), 404, 'NotFound');
    expectError(await preview(photoId!, await productId(api, DEMO.open.catalogId, 'Photo')), 400, 'ValidationFailed');
    expectError(await preview(photoId!, await productId(api, DEMO.personalCode.catalogId, 'Frame')), 400, 'ValidationFailed');
    expectError(await api.get(svc('frame-service', '/photos')), 400, 'ValidationFailed');
  });
});
