import type { Module } from '../app';
import { newId } from '../core/ids';
import { created, notFound, validationFailed } from '../http/reply';
import { mount } from '../http/router';
import type { Fields } from '../http/validate';
import { EMAIL, objectBody, optionalString } from '../http/validate';
import type { RequestRecord } from '../store/state';

type Kind = RequestRecord['kind'];

/**
 * PRODUCT.md §entities-requests fields of each marketing form; `required` with the message
 * PRODUCT.md §validation-requests shows for it.
 */
const FORMS: Record<Kind, { required: Record<string, string>; optional: string[] }> = {
  business: { required: { name: 'Enter your first and last name', phone: 'Enter your phone number' }, optional: ['comment'] },
  organizers: {
    required: { name: 'Enter your first and last name', phone: 'Enter your phone number', email: 'Enter your e-mail' },
    optional: ['company', 'event'],
  },
  photographers: {
    required: { name: 'Enter your first and last name', phone: 'Enter your phone number', city: 'Enter the name of the city' },
    optional: ['devices', 'portfolio', 'comment'],
  },
};

/** PRODUCT.md §validation-phone and PRODUCT.md §constants-limits: digits only, 7–20 of them. */
const PHONE = /^\d{7,20}$/;

/** request-service: the request forms of the marketing pages, kept for the sandbox's requests page. */
export const requestService: Module = (app) =>
  mount('/public/request-service/api/v1', [
    {
      method: 'POST',
      path: '/requests/:kind',
      handler: async (ctx) => {
        const kind = ctx.params.kind as Kind;
        const form = FORMS[kind];
        if (!form || !Object.hasOwn(FORMS, kind)) throw notFound('Request form');
        const body = objectBody(await ctx.json());
        const fields = validate(body, form);
        const record: RequestRecord = { requestId: newId('req'), kind, fields, receivedOn: new Date(app.clock.now()).toISOString() };
        app.store.state.requests.unshift(record);
        app.store.state.requests.length = Math.min(app.store.state.requests.length, 500);
        app.store.changed();
        return created({ requestId: record.requestId });
      },
    },
  ]);

function validate(body: Fields, form: (typeof FORMS)[Kind]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(form.required)) {
    const value = optionalString(body, key, 500);
    if (!value) throw validationFailed(key, message);
    fields[key] = value;
  }
  if (!PHONE.test(fields.phone ?? '')) throw validationFailed('phone', 'digits only, 7 to 20 of them');
  if (fields.email !== undefined && !EMAIL.test(fields.email)) throw validationFailed('email', 'Enter a valid e-mail');
  for (const key of form.optional) {
    const value = optionalString(body, key, 2000);
    if (value) fields[key] = value;
  }
  return fields;
}
