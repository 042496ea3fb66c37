/**
 * The photo-frame preview (PRODUCT.md §entities-frame-preview, PRODUCT.md §states-frame-preview).
 * The image is kept as a Blob: the component turns it into an object URL and revokes it, so the
 * store stays free of the DOM.
 */
import { signal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import { NO_RESPONSE, type Result } from '../api/http';
import { feature } from './feature';
import { isTokenExpiredStatus } from './search-rules';
import type { SessionStore } from './session';

type Id = string | number;

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

export function createFramePreviewStore({ api, auth }: { api: ApiClient; auth: SessionStore }) {
  const state = signal<FramePreviewState>(EMPTY_FRAME_PREVIEW);
  const loading = signal(false);
  let latest = 0;

  return {
    state,
    loading,
    /** `eventId` picks the search token of a protected event. */
    async load(photoId: Id, frameProductId: Id, eventId?: Id | null) {
      const call = ++latest;
      loading.value = true;
      const result = await api.frames.preview({
        photoId,
        productId: frameProductId,
        searchToken: eventId == null ? null : auth.tokenFor(eventId),
      });
      // A slower answer for a photo the visitor already left must not replace the newer one.
      if (call !== latest) return result;
      state.value = framePreviewOutcome(result);
      loading.value = false;
      return result;
    },
    reset() {
      state.value = EMPTY_FRAME_PREVIEW;
    },
  };
}

export const framePreviewOf = feature((store) => createFramePreviewStore({ api: store.api, auth: store.session }));
