/**
 * The photo-frame preview (PRODUCT.md §entities-frame-preview, PRODUCT.md §states-frame-preview).
 * The image is kept as a Blob: the component turns it into an object URL and revokes it, so the
 * store stays free of the DOM.
 */
import { computed } from '@preact/signals-core';
import type { ApiWith } from '../api/client';
import { NO_RESPONSE, type Result } from '../api/http';
import type { Id } from '../api/schemas';
import { framesApi } from '../api/services/frames';
import { feature, servicesOf } from './base/feature';
import { query } from './base/query';
import { slot } from './base/slot';
import { isTokenExpiredStatus } from './search-rules';
import type { SessionStore } from './session';

export interface FramePreviewState {
  image: Blob | null;
  tokenExpired: boolean;
  /** The last answer's status; 0 when there was none. */
  framesStatus: number;
}

export const EMPTY_FRAME_PREVIEW: FramePreviewState = { image: null, tokenExpired: false, framesStatus: 0 };

/**
 * PRODUCT.md §states-frame-preview: 200 stores the image and clears tokenExpired; any other status
 * clears the image; the status is stored (0 when no response came) and tokenExpired is true for 401
 * or 500.
 */
export function framePreviewOutcome(result: Result<Blob>): FramePreviewState {
  if (result.ok && result.status === 200) return { image: result.data, tokenExpired: false, framesStatus: 200 };
  const status = result.ok ? result.status : result.error.status;
  return {
    image: null,
    tokenExpired: isTokenExpiredStatus(status),
    framesStatus: status === NO_RESPONSE ? 0 : status,
  };
}

interface PreviewKey {
  photoId: Id;
  productId: Id;
  searchToken: string | null;
}

export function createFramePreviewStore({ api, auth }: { api: ApiWith<'frames'>; auth: SessionStore }) {
  const previews = query<PreviewKey, Blob>({
    keyOf: ({ photoId, productId, searchToken }) => JSON.stringify([photoId, productId, searchToken]),
    fetch: (key, signal) => api.frames.preview(key, { signal }),
  });
  // The photo asked for last shows, whichever answer comes last: a slower answer for a photo
  // the visitor already left never replaces it. The previous image stays while the next loads.
  const shown = slot(previews, { keepPrevious: true });

  return {
    state: computed<FramePreviewState>(() => {
      const { status, data, error } = shown.state.value;
      if (status === 'error' && error) return framePreviewOutcome({ ok: false, error });
      return data ? framePreviewOutcome({ ok: true, data, status: 200 }) : EMPTY_FRAME_PREVIEW;
    }),
    loading: computed(() => shown.state.value.status === 'loading'),
    /** `eventId` picks the search token of a protected event. */
    load: (photoId: Id, frameProductId: Id, eventId?: Id | null): Promise<Result<Blob>> =>
      shown.show({ photoId, productId: frameProductId, searchToken: eventId == null ? null : auth.tokenFor(eventId) }),
    reset: () => shown.clear(),
    /** The 10 s notice's Try again: the preview under way is given up and asked for anew. */
    retry: (): void => {
      const key = shown.key.peek();
      if (key) void previews.retry(key);
    },
  };
}

export const framePreviewOf = feature((store) => createFramePreviewStore({ api: servicesOf(store, { frames: framesApi }), auth: store.session }));
