import { describe, expect, it } from 'vitest';
import { RequestCreated } from '../../src/api/schemas/requests';
import { client, expectError, svc, wire } from './helpers';

const api = client();
const send = (kind: string, body: unknown) => api.post(svc('request-service', `/requests/${kind}`), body);

describe('request-service POST /requests/{kind}', () => {
  it.each([
    ['business', { name: 'Jane Doe', phone: '4312345678', comment: 'Sponsor booth photos' }],
    ['organizers', { name: 'John Roe', phone: '12025550123', email: 'john@example.com', company: 'Race Co', event: 'City 10K' }],
    ['photographers', { name: 'Ann Lens', phone: '3725551234', city: 'Tallinn', devices: 'Two bodies', portfolio: 'https://example.com' }],
  ])('accepts a %s request (201) and lists it', async (kind, body) => {
    const res = await send(kind, body);
    expect(res.status).toBe(201);
    const { requestId } = wire(RequestCreated, res.body);
    const listed = (await api.get('/sandbox/api/requests')).body.items.find((r: { requestId: string }) => r.requestId === requestId);
    expect(listed).toMatchObject({ kind, fields: body });
    const page = await (await fetch(`${api.base}/sandbox/requests`)).text();
    expect(page).toContain(String(requestId));
  });

  it.each([
    ['business', { phone: '4312345678' }, 'Enter your first and last name'],
    ['business', { name: 'Jane' }, 'Enter your phone number'],
    ['organizers', { name: 'John', phone: '12025550123' }, 'Enter your e-mail'],
    ['organizers', { name: 'John', phone: '12025550123', email: 'nope' }, 'Enter a valid e-mail'],
    ['photographers', { name: 'Ann', phone: '3725551234' }, 'Enter the name of the city'],
    ['business', { name: 'Jane', phone: '+43 123 456' }, 'digits only'],
    ['business', { name: 'Jane', phone: '123456' }, 'digits only'],
    ['business', { name: 'Jane', phone: '123456789012345678901' }, 'digits only'],
  ])('refuses an invalid %s request: %j', async (kind, body, message) => {
    expect(expectError(await send(kind, body), 400, 'ValidationFailed').message).toContain(message);
  });

  it('accepts phones of exactly 7 and 20 digits', async () => {
    expect((await send('business', { name: 'Jane', phone: '1234567' })).status).toBe(201);
    expect((await send('business', { name: 'Jane', phone: '12345678901234567890' })).status).toBe(201);
  });

  it('answers 404 for an unknown form and 400 for malformed JSON', async () => {
    expectError(await send('investors', { name: 'x', phone: '1234567' }), 404, 'NotFound');
    expectError(await send('__proto__', { name: 'x', phone: '1234567' }), 404, 'NotFound');
    expectError(
      await api.call('POST', svc('request-service', '/requests/business'), { body: '{', headers: { 'Content-Type': 'application/json' } }),
      400,
      'MalformedJson',
    );
  });
});
