/** The request-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { id } from './shared';

export const BusinessRequest = z.object({
  name: z.string(),
  phone: z.string(),
  comment: z.optional(z.string()),
});
export const OrganizerRequest = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.optional(z.string()),
  event: z.optional(z.string()),
});
export const PhotographerRequest = z.object({
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  devices: z.optional(z.string()),
  portfolio: z.optional(z.string()),
  comment: z.optional(z.string()),
});
export type BusinessRequest = z.infer<typeof BusinessRequest>;
export type OrganizerRequest = z.infer<typeof OrganizerRequest>;
export type PhotographerRequest = z.infer<typeof PhotographerRequest>;
export const RequestCreated = z.looseObject({ requestId: id });
