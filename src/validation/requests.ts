/**
 * The marketing request forms (PRODUCT.md §entities-requests, PRODUCT.md §validation-requests).
 * Optional fields have no rule.
 */
import type { BusinessRequest, OrganizerRequest, PhotographerRequest } from '../api/schemas';
import { collect, type FieldErrors } from './message-key';
import { email, phone, required } from './rules';

const name = (value: string | undefined) => required(value, 'validation.nameRequired');

export const validateBusinessRequest = (form: Partial<BusinessRequest>): FieldErrors<'name' | 'phone'> =>
  collect({ name: () => name(form.name), phone: () => phone(form.phone) });

export const validateOrganizerRequest = (form: Partial<OrganizerRequest>): FieldErrors<'name' | 'phone' | 'email'> =>
  collect({
    name: () => name(form.name),
    phone: () => phone(form.phone),
    email: () => email(form.email, { required: 'validation.emailRequired', invalid: 'validation.emailInvalid' }),
  });

export const validatePhotographerRequest = (form: Partial<PhotographerRequest>): FieldErrors<'name' | 'phone' | 'city'> =>
  collect({
    name: () => name(form.name),
    phone: () => phone(form.phone),
    city: () => required(form.city, 'validation.cityRequired'),
  });
