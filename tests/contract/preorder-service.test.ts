import { describe, expect, it } from 'vitest';
import { PreorderDetails } from '../../src/api/schemas/preorders';
import { client, DEMO, expectError, svc, wire } from './helpers';

const api = client();

describe('preorder-service GET /preorders/{id}/details', () => {
  it('answers the paid pre-order of the upcoming event', async () => {
    const res = await api.get(svc('preorder-service', `/preorders/${DEMO.upcoming.preorderPaid}/details`));
    expect(res.status).toBe(200);
    const details = wire(PreorderDetails, res.body);
    expect(details).toMatchObject({ catalogId: DEMO.upcoming.catalogId, state: 'Completed', email: DEMO.customer, number: 'PO-9001' });
    expect(details.items.map((i) => i.productType)).toEqual(['PhotosWithMe', 'FullVideo']);
  });

  it('answers the pre-order still awaiting payment', async () => {
    const details = wire(PreorderDetails, (await api.get(svc('preorder-service', `/preorders/${DEMO.upcoming.preorderOpen}/details`))).body);
    expect(details.state).toBe('AwaitingPayment');
  });

  it('answers 404 for an unknown pre-order (the client raises its error flag on any non-200)', async () => {
    expectError(await api.get(svc('preorder-service', '/preorders/1/details')), 404, 'NotFound');
  });
});
