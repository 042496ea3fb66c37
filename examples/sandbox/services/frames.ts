import type { Module } from '../app';
import { findProduct } from '../domain/catalog';
import { locatePhoto } from '../domain/photos';
import { requireSearchToken, SEARCH_TOKEN_HEADER } from '../domain/search-tokens';
import { notFound, validationFailed } from '../http/reply';
import { mount } from '../http/router';
import { requiredQuery } from '../http/validate';
import { renderFramedSvg } from '../media/photo-svg';
import { frameCaption, sceneOf } from '../media/scenes';

/**
 * frame-service: a preview of a photo in the frame product, as an image (PRODUCT.md §calls-frames
 * "blob image"). Protected events need the participant's search token (401 TokenExpired without).
 */
export const frameService: Module = (app) =>
  mount('/public/frame-service/api/v1', [
    {
      method: 'GET',
      path: '/photos',
      handler: (ctx) => {
        const ref = locatePhoto(app.store.state, requiredQuery(ctx.query, 'photoId'));
        if (!ref) throw notFound('Photo');
        const product = findProduct(app.store.state, requiredQuery(ctx.query, 'productId'));
        if (!product) throw notFound('Product');
        const isFrame = product.product.productType === 'Frame' || product.product.productType === 'PhotosWithFrame';
        if (!isFrame || product.event.eventId !== ref.event.eventId) throw validationFailed('productId', "must be a frame product of the photo's event");
        if (ref.event.isProtected) requireSearchToken(app.store.state, ctx.header(SEARCH_TOKEN_HEADER), ref.event, app.clock.now());
        return {
          status: 200,
          headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store' },
          body: renderFramedSvg(sceneOf(ref.event, ref.index), { ...frameCaption(ref.event, ref.index), watermark: true }),
        };
      },
    },
  ]);
