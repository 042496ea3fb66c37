/** The themes-service's answers and requests (PRODUCT.md §entities, PRODUCT.md §calls); shared pieces in ./shared.ts. */
import * as z from 'zod/mini';
import { id, listOf } from './shared';

export const ThemeImage = z.looseObject({
  id: id,
  themeId: z.string(),
  url: z.string(),
  kind: z.string(),
  title: z.optional(z.string()),
});
export type ThemeImage = z.infer<typeof ThemeImage>;
export const ThemeImageList = listOf(ThemeImage);
