/** The recognition-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { id } from './shared';

export const SelfieCreated = z.looseObject({ selfieId: id });

export const Person = z.looseObject({
  personId: id,
  photoCount: z.number(),
  similarity: z.number(),
  previewUrl: z.optional(z.string()),
});
export type Person = z.infer<typeof Person>;

export const SelfieResult = z.looseObject({
  selfieId: id,
  state: z.enum(['Pending', 'Done', 'NoFace', 'SeveralFaces', 'Failed']),
  persons: z.array(Person),
});
export type SelfieResult = z.infer<typeof SelfieResult>;
