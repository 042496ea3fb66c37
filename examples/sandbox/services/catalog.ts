import type { Module } from '../app';
import { eventOfCatalog, findProduct } from '../domain/catalog';
import { pageOf, paginate } from '../http/pagination';
import { notFound, ok, validationFailed } from '../http/reply';
import { mount } from '../http/router';
import { requiredQuery } from '../http/validate';

const STATES = ['InCatalog', 'Draft', 'Archived'];

/** catalog-service: an event's products, filtered by state (the shop asks for InCatalog) and distance. */
export const catalogService: Module = (app) =>
  mount('/public/catalog-service/api/v1', [
    {
      method: 'GET',
      path: '/catalog/products',
      handler: (ctx) => {
        const event = eventOfCatalog(app.store.state, requiredQuery(ctx.query, 'catalogId'));
        if (!event) throw notFound('Catalog');
        const state = ctx.query.get('state');
        if (state && !STATES.includes(state)) throw validationFailed('state', `must be one of ${STATES.join(', ')}`);
        const distance = ctx.query.get('distance');
        // A product without a distance is for every runner; one with a distance only for that one.
        const products = event.products.filter((p) => (!state || p.state === state) && (!distance || !p.distance || p.distance === distance));
        return ok(paginate(products, pageOf(ctx.query, 100, 100)));
      },
    },
    {
      method: 'GET',
      path: '/catalog/products/:id',
      handler: (ctx) => {
        const found = findProduct(app.store.state, ctx.params.id);
        if (!found) throw notFound('Product');
        return ok(found.product);
      },
    },
  ]);
