import { type ApiContext, type CallOptions, request } from '../http';

/**
 * Files by URL (downloads, the camera's captured image): a GET as a Blob, past any cache, since
 * a signed download link or a just-captured image must never come from a stale copy
 * (PRODUCT.md §calls-files).
 */
export function filesApi(ctx: ApiContext) {
  return {
    download: (url: string, opts?: CallOptions) => request<Blob>(ctx, '', { path: url, absolute: true, blob: true, cache: 'no-store' }, opts),
  };
}
