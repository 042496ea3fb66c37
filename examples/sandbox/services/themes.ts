import type { Module } from '../app';
import { findTheme, preferredLanguage } from '../domain/themes';
import { pageOf, paginate } from '../http/pagination';
import { ok } from '../http/reply';
import { mount } from '../http/router';
import type { ThemeImage } from '../wire';

/** themes-service: images of a tenant theme. An unknown theme has none (an empty list). */
export const themeService: Module = () =>
  mount('/public/themes-service/api/v1', [
    {
      method: 'GET',
      path: '/themeImages',
      handler: (ctx) => {
        const themeId = ctx.query.get('themeId') || 'MySport';
        const theme = findTheme(themeId);
        const images: ThemeImage[] = (theme?.images ?? []).map((image) => {
          const lang = preferredLanguage(ctx.header('accept-language'), Object.keys(image.title));
          return {
            id: `${themeId}-${image.kind}`,
            themeId,
            kind: image.kind,
            url: `${ctx.baseUrl}/sandbox/media/themes/${encodeURIComponent(themeId)}/${image.kind}.svg`,
            title: image.title[lang] ?? image.title.en,
          };
        });
        return ok(paginate(images, pageOf(ctx.query, 50, 100)));
      },
    },
  ]);
