import type { Module } from '../app';
import { findEvent, findVideoAnywhere } from '../domain/catalog';
import { locatePhoto } from '../domain/photos';
import { findTheme } from '../domain/themes';
import { bytesReply } from '../http/bytes';
import type { Reply } from '../http/reply';
import { notFound } from '../http/reply';
import { DEMO_SELFIES, demoSelfie, demoVideo } from '../media/assets';
import { renderCardSvg } from '../media/card-svg';
import { renderPhotoThumbPng } from '../media/photo-png';
import { renderPhotoSvg } from '../media/photo-svg';
import { sceneOf } from '../media/scenes';
import { STYLESHEET } from './html';

/** Derived media never change for an id, so browsers may keep them for a day. */
const CACHE = { 'Cache-Control': 'public, max-age=86400' };
const svg = (body: string): Reply => ({ status: 200, headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', ...CACHE }, body });

/**
 * Public media of the sandbox: watermarked photo previews (SVG) and thumbnails (PNG, raster like
 * a real platform's), videos and their posters, theme images, event covers, the demo selfies,
 * and the pages' stylesheet.
 */
export const mediaRoutes: Module = (app) => {
  const state = () => app.store.state;
  return [
    {
      method: 'GET',
      path: '/sandbox/media/photos/:photoId/:variant',
      handler: (ctx) => {
        const ref = locatePhoto(state(), ctx.params.photoId);
        const file = ctx.params.variant;
        if (!ref || (file !== 'preview.svg' && file !== 'thumb.png')) throw notFound('Photo');
        const scene = sceneOf(ref.event, ref.index);
        if (file === 'preview.svg') return svg(renderPhotoSvg(scene, 'preview'));
        return { status: 200, headers: { 'Content-Type': 'image/png', ...CACHE }, body: renderPhotoThumbPng(scene) };
      },
    },
    {
      method: 'GET',
      path: '/sandbox/media/videos/:file',
      handler: (ctx) => {
        const videoId = (ctx.params.file ?? '').replace(/\.mp4$/, '');
        if (!ctx.params.file?.endsWith('.mp4') || !findVideoAnywhere(state(), videoId)) throw notFound('Video');
        return bytesReply(demoVideo(), 'video/mp4', ctx.header('range'), CACHE);
      },
    },
    {
      method: 'GET',
      path: '/sandbox/media/videos/:videoId/poster.svg',
      handler: (ctx) => {
        const found = findVideoAnywhere(state(), ctx.params.videoId ?? '');
        if (!found) throw notFound('Video');
        return svg(
          renderCardSvg({ seed: found.video.videoId.toString(), width: 1280, height: 720, title: found.video.title, lines: [found.event.name], play: true }),
        );
      },
    },
    {
      method: 'GET',
      path: '/sandbox/media/themes/:themeId/:file',
      handler: (ctx) => {
        const theme = findTheme(ctx.params.themeId ?? '');
        const image = theme?.images.find((i) => `${i.kind}.svg` === ctx.params.file);
        if (!theme || !image) throw notFound('Theme image');
        const small = image.kind === 'logo' || image.kind === 'logoSmall';
        return svg(
          renderCardSvg({
            seed: `${theme.themeId}-${image.kind}`,
            width: image.width,
            height: image.height,
            title: image.kind === 'logoSmall' ? theme.name.slice(0, 2).toUpperCase() : image.title.en,
            palette: theme.palette,
            ...(small ? { footer: ' ' } : { lines: [theme.name] }),
          }),
        );
      },
    },
    {
      method: 'GET',
      path: '/sandbox/media/events/:eventId/cover.svg',
      handler: (ctx) => {
        const event = findEvent(state(), ctx.params.eventId);
        if (!event) throw notFound('Event');
        return svg(renderCardSvg({ seed: event.name, width: 1200, height: 675, title: event.name, lines: [event.location, event.date.slice(0, 10)] }));
      },
    },
    {
      method: 'GET',
      path: '/sandbox/media/demo-selfies/:file',
      handler: (ctx) => {
        const name = DEMO_SELFIES.find((n) => n === ctx.params.file);
        if (!name) throw notFound('Demo selfie');
        return bytesReply(demoSelfie(name), name.endsWith('.png') ? 'image/png' : 'image/jpeg', undefined, CACHE);
      },
    },
    {
      method: 'GET',
      path: '/sandbox/assets/sandbox.css',
      handler: () => ({ status: 200, headers: { 'Content-Type': 'text/css; charset=utf-8', ...CACHE }, body: STYLESHEET }),
    },
  ];
};
