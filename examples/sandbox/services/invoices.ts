import type { Module } from '../app';
import { assertPayable, createPayment, orderOfInvoice, PAYMENT_TYPES, paymentsOf, wirePayment } from '../domain/payments';
import { created, notFound, ok, validationFailed } from '../http/reply';
import type { RequestContext } from '../http/router';
import { mount } from '../http/router';
import type { Company } from '../http/validate';
import { COMPANY_REQUIRED, objectBody, readCompany, requiredHttpUrl, requiredId, requiredString } from '../http/validate';

/**
 * invoice-service: payment methods and the payments of an order's invoice. A payment answers
 * with the payUrl of the sandbox pay page; the same Idempotency-Key answers the same payment,
 * so a double click or a retried request never pays twice.
 */
export const invoiceService: Module = (app) => {
  const state = () => app.store.state;
  const orderOf = (ctx: RequestContext) => {
    const order = orderOfInvoice(state(), ctx.params.id ?? '');
    if (!order) throw notFound('Invoice');
    return order;
  };

  return mount('/public/invoice-service/api/v1', [
    {
      method: 'GET',
      path: '/paymentTypes',
      handler: (ctx) => {
        for (const key of ['amount', 'currencyId']) {
          const value = ctx.query.get(key);
          if (value !== null && !(Number(value) >= 0)) throw validationFailed(key, 'must be a non-negative number');
        }
        return ok({ items: PAYMENT_TYPES });
      },
    },
    {
      method: 'POST',
      path: '/invoices/:id/payments',
      handler: async (ctx) => {
        const order = orderOf(ctx);
        const body = await ctx.json();
        // From here on nothing awaits, so two requests with one key cannot both miss the replay.
        const idempotencyKey = ctx.header('idempotency-key')?.trim().slice(0, 200) || undefined;
        const replay = idempotencyKey && paymentsOf(state(), order.invoiceId).find((p) => p.idempotencyKey === idempotencyKey);
        if (replay) return created(wirePayment(replay, ctx.baseUrl));
        assertPayable(order);

        const fields = objectBody(body);
        const paymentTypeId = Number(requiredId(fields, 'paymentTypeId'));
        const type = PAYMENT_TYPES.find((t) => t.paymentTypeId === paymentTypeId);
        if (!type) throw validationFailed('paymentTypeId', 'unknown payment type');
        if (!type.available) throw validationFailed('paymentTypeId', `${type.name} is not available`);
        const returnUrl = requiredHttpUrl(requiredString(fields, 'returnUrl', 2000), 'returnUrl');
        let company: Company | undefined;
        if (type.kind === 'BusinessCard') {
          // PRODUCT.md §validation-business-card: a business card needs the company's VAT data, in
          // the request or on the cart.
          const fail = (message: string) => validationFailed('company', message);
          company = readCompany(fields.company ?? order.company, fail) ?? undefined;
          if (!company) throw fail(COMPANY_REQUIRED);
        }
        const payment = createPayment(state(), order, { paymentTypeId, returnUrl, company, idempotencyKey }, app.clock.now());
        app.store.changed();
        return created(wirePayment(payment, ctx.baseUrl));
      },
    },
    {
      method: 'GET',
      path: '/invoices/:id/payments',
      handler: (ctx) => ok({ items: paymentsOf(state(), orderOf(ctx).invoiceId).map((p) => wirePayment(p, ctx.baseUrl)) }),
    },
  ]);
};
