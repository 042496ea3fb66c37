import type { Module } from './app';
import { cancelOrder, wireOrder } from './domain/orders';
import { notFound, ok, validationFailed } from './http/reply';
import { objectBody, optionalString } from './http/validate';

/**
 * The sandbox's own controls for tests and demos, only under /sandbox/admin (never on the
 * platform's paths). There is no authentication: the sandbox listens on 127.0.0.1 only.
 */
export const adminRoutes: Module = (app) => [
  {
    method: 'GET',
    path: '/sandbox/admin/faults',
    handler: () => ok({ items: app.faults.list() }),
  },
  {
    method: 'POST',
    path: '/sandbox/admin/faults',
    handler: async (ctx) => ok(app.faults.add(objectBody(await ctx.json()))),
  },
  {
    method: 'DELETE',
    path: '/sandbox/admin/faults',
    handler: () => {
      app.faults.clear();
      return ok({ items: [] });
    },
  },
  {
    method: 'POST',
    path: '/sandbox/admin/reset',
    handler: async () => {
      await app.store.reset();
      app.replies.clear();
      return ok({ reset: true, seededAt: app.store.state.seededAt });
    },
  },
  {
    method: 'POST',
    path: '/sandbox/admin/expire-tokens',
    handler: async (ctx) => {
      // One search token or e-mail verification code (`{ token }`), or without a body all of them:
      // the next search answers 401 TokenExpired, the next link check answers Expired.
      const token = optionalString(objectBody((await ctx.json()) ?? {}), 'token', 200);
      const state = app.store.state;
      const records = [...Object.values(state.searchTokens), ...Object.values(state.verifications)].filter(
        (r) => !token || ('token' in r ? r.token : r.code) === token,
      );
      if (token && records.length === 0) throw notFound('Token');
      for (const record of records) record.expiresAt = Math.min(record.expiresAt, app.clock.now());
      app.store.changed();
      return ok({ expired: records.length });
    },
  },
  {
    method: 'POST',
    path: '/sandbox/admin/config',
    handler: async (ctx) => {
      const body = objectBody(await ctx.json());
      if (body.tokenTtlSeconds !== undefined) {
        const seconds = Number(body.tokenTtlSeconds);
        if (!(seconds > 0)) throw validationFailed('tokenTtlSeconds', 'must be a positive number of real seconds');
        app.settings.tokenTtlMs = seconds * 1000;
      }
      return ok({ tokenTtlSeconds: app.settings.tokenTtlMs / 1000, timeScale: app.clock.timeScale, shopUrl: app.settings.shopUrl });
    },
  },
  {
    method: 'GET',
    path: '/sandbox/admin/requests',
    handler: (ctx) => {
      const since = ctx.query.get('since');
      return ok({
        items: app.requestLog.list({
          method: ctx.query.get('method') ?? undefined,
          path: ctx.query.get('path') ?? undefined,
          since: since ? Number(since) : undefined,
        }),
      });
    },
  },
  {
    // What the recognition service was sent (its pixel size, as the image's header gives it),
    // oldest first: tests prove that a face's crop, not the whole photo, left the device.
    method: 'GET',
    path: '/sandbox/admin/selfies',
    handler: () => ok({ items: Object.values(app.store.state.selfies).sort((a, b) => a.createdOn.localeCompare(b.createdOn)) }),
  },
  {
    method: 'DELETE',
    path: '/sandbox/admin/requests',
    handler: () => {
      app.requestLog.clear();
      return ok({ items: [] });
    },
  },
  {
    method: 'POST',
    path: '/sandbox/admin/orders/:id/cancel',
    handler: (ctx) => {
      // PRODUCT.md §states-order AwaitingPayment → Canceled: the platform cancels orders left
      // unpaid; here on demand.
      const order = app.store.state.orders[ctx.params.id ?? ''];
      if (!order) throw notFound('Order');
      cancelOrder(order, app.clock.now());
      app.store.changed();
      return ok(wireOrder(app.store.state, order, ctx.baseUrl));
    },
  },
];
