import { describe, expect, it } from 'vitest';
import { createStore } from '../../../src/store/create-store';
import { framePreviewOf, framePreviewOutcome } from '../../../src/store/frame-preview';
import { memoryStorage } from '../../../src/store/storage';
import { answers, fakeApi } from '../helpers/fake-api';
import { fail, ok } from '../helpers/results';

const image = new Blob(['<svg/>'], { type: 'image/svg+xml' });

describe('frame preview (PRODUCT.md §states-frame-preview)', () => {
  it('200 stores the image and clears tokenExpired', () => {
    expect(framePreviewOutcome(ok(image))).toEqual({ image, tokenExpired: false, framesStatus: 200 });
  });

  it.each([401, 500])('%i clears the image, stores the status and sets tokenExpired', (status) => {
    expect(framePreviewOutcome(fail(status))).toEqual({ image: null, tokenExpired: true, framesStatus: status });
  });

  it.each([404, 403, 503])('%i clears the image and stores the status without tokenExpired', (status) => {
    expect(framePreviewOutcome(fail(status))).toEqual({ image: null, tokenExpired: false, framesStatus: status });
  });

  it('no response stores status 0', () => {
    expect(framePreviewOutcome(fail(1001, 'NetworkError'))).toEqual({ image: null, tokenExpired: false, framesStatus: 0 });
  });

  it('the store loads with the event token and keeps only the latest answer', async () => {
    let release!: (v: unknown) => void;
    const slow = new Promise((resolve) => (release = resolve));
    const preview = answers<unknown>(slow, ok(image));
    const store = createStore({
      api: fakeApi({ frames: { preview: preview as never } }),
      storage: { session: memoryStorage(), local: memoryStorage() },
      dataLayer: [],
    });
    store.session.setSearchToken('ev', { token: 'st', expired: false, competitor: null });
    const first = framePreviewOf(store).load('ph-1', 'frame', 'ev');
    await framePreviewOf(store).load('ph-2', 'frame', 'ev');
    release(fail(401));
    await first;
    expect(preview).toHaveBeenCalledWith({ photoId: 'ph-1', productId: 'frame', searchToken: 'st' }, expect.anything());
    expect(framePreviewOf(store).state.value).toEqual({ image, tokenExpired: false, framesStatus: 200 });
  });
});
