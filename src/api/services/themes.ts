import { type ApiContext, bindService, type CallOptions, schemasOf } from '../http';

const schema = schemasOf(() => import('../schemas/themes'));

/**
 * PRODUCT.md §constants-limits: theme images are read 50 at a time; the default theme is MySport.
 */
export const THEME_IMAGES_COUNT = 50;

export function themesApi(ctx: ApiContext) {
  const call = bindService(ctx, 'themes-service');
  return {
    listImages: (q: { themeId?: string; offset?: number; count?: number } = {}, opts?: CallOptions) =>
      call(
        {
          path: '/themeImages',
          query: { themeId: q.themeId || 'MySport', offset: q.offset ?? 0, count: q.count ?? THEME_IMAGES_COUNT },
          schema: schema('ThemeImageList'),
        },
        opts,
      ),
  };
}
