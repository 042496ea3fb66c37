import { type ApiContext, bindService, type CallOptions } from '../http';
import type { Id } from '../schemas';

export function framesApi(ctx: ApiContext) {
  const call = bindService(ctx, 'frame-service', { auth: true });
  return {
    /** The photo in the frame product, as an image Blob; 401 TokenExpired on protected events. */
    preview: (q: { photoId: Id; productId: Id; searchToken?: string | null }, opts?: CallOptions) =>
      call<Blob>(
        {
          path: '/photos',
          query: { photoId: q.photoId, productId: q.productId },
          searchToken: q.searchToken,
          blob: true,
        },
        opts,
      ),
  };
}
