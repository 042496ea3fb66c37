/** The competitor-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { id, listOf } from './shared';

export const Competitor = z.looseObject({
  competitorId: id,
  competitorsListId: id,
  number: z.string(),
  name: z.string(),
  distance: z.optional(z.string()),
});
export type Competitor = z.infer<typeof Competitor>;
export const CompetitorList = listOf(Competitor);

/** POST /competitors/{eventId}/token: one of these payloads. */
export const TokenRequest = z.union([
  z.object({ number: z.string(), surname: z.string() }),
  z.object({ number: z.string(), personalCode: z.string() }),
  /** birthDate as YYYY-MM-DD (the widget converts from DD/MM/YYYY). */
  z.object({ number: z.string(), birthDate: z.string() }),
  /** Protected events, after the e-mail link was verified. */
  z.object({ verificationCode: z.string(), competitorId: id }),
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const SearchToken = z.looseObject({
  token: z.string(),
  expiresIn: z.number(),
  competitor: Competitor,
});
export type SearchToken = z.infer<typeof SearchToken>;

/** GET /competitor/code: sends the confirmation e-mail. */
export const CodeSent = z.looseObject({ sent: z.boolean() });

/** GET /competitor/token?token=: the confirmation link's verification. */
export const Verification = z.looseObject({
  isVerificationSuccessful: z.boolean(),
  code: z.string(),
  eventId: z.optional(id),
  competitors: z.array(Competitor),
});
export type Verification = z.infer<typeof Verification>;
