/** The archive-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { id } from './shared';

export const Archive = z.looseObject({
  id: id,
  state: z.enum(['Pending', 'Processing', 'Published', 'Failed']),
  fileUrl: z.nullable(z.string()),
});
export type Archive = z.infer<typeof Archive>;
