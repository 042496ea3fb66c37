import { describe, expect, it, vi } from 'vitest';
import type { Person, SelfieResult } from '../../../src/api/schemas';
import { createStore } from '../../../src/store/create-store';
import { faceSearchOf } from '../../../src/store/face-search';
import { searchOf } from '../../../src/store/search';
import { memoryStorage } from '../../../src/store/storage';
import { SELFIE_MAX_BYTES } from '../../../src/validation/selfie';
import { answers, fakeApi } from '../helpers/fake-api';
import { fail, ok } from '../helpers/results';

const event = { eventId: 'ev', albumId: 'alb', searchType: 'surname' as const, name: 'Event' };
const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])], { type: 'image/jpeg' });
const selfie = (state: SelfieResult['state'], persons: Person[] = []) => ok<SelfieResult>({ selfieId: 's1', state, persons });

function setup(stubs: Parameters<typeof fakeApi>[0]) {
  return createStore({
    api: fakeApi(stubs),
    storage: { session: memoryStorage(), local: memoryStorage() },
    dataLayer: [],
    pollOptions: { intervalMs: 1, timeoutMs: 200 },
  });
}

describe('face search', () => {
  it('uploads, waits while Pending, then searches the best match', async () => {
    const fetchAllPhotos = answers(ok({ items: [], total: 0, count: 0 }));
    const getSelfie = answers(
      selfie('Pending'),
      selfie('Pending'),
      selfie('Done', [
        { personId: 'weak', photoCount: 1, similarity: 0.7 },
        { personId: 'best', photoCount: 3, similarity: 0.95 },
      ]),
    );
    const uploadSelfie = answers(ok({ selfieId: 's1' }, 201));
    const store = setup({ recognition: { uploadSelfie, getSelfie }, photos: { fetchAllPhotos } });
    expect(await faceSearchOf(store).searchByFace(event, jpeg(), '1990-12-31')).toBe(true);
    expect(uploadSelfie.mock.calls[0]?.[2]).toBe('1990-12-31');
    expect(getSelfie).toHaveBeenCalledTimes(3);
    expect(fetchAllPhotos).toHaveBeenCalledWith({ albumId: 'alb', personId: 'best' }, { signal: expect.any(AbortSignal) });
    expect(faceSearchOf(store).persons.value[0]?.personId).toBe('best');
  });

  it.each([
    ['NoFace', 'capture.noFace'],
    ['SeveralFaces', 'capture.severalFaces'],
    ['Failed', 'capture.error'],
  ] as const)('%s → %s', async (state, key) => {
    const store = setup({ recognition: { uploadSelfie: answers(ok({ selfieId: 's1' }, 201)), getSelfie: answers(selfie(state)) } });
    expect(await faceSearchOf(store).searchByFace(event, jpeg())).toBe(false);
    expect(searchOf(store).error.value?.key).toBe(key);
  });

  it.each([500, 401, 404, 1001])('a %i while waiting for recognition is the capture error, not an expired search', async (status) => {
    const store = setup({ recognition: { uploadSelfie: answers(ok({ selfieId: 's1' }, 201)), getSelfie: answers(selfie('Pending'), fail(status, 'Boom')) } });
    expect(await faceSearchOf(store).searchByFace(event, jpeg())).toBe(false);
    expect(searchOf(store).error.value).toMatchObject({ key: 'capture.error', status, expired: false });
  });

  it('rejects a too large file before uploading', async () => {
    const store = setup({});
    const big = new Blob([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(SELFIE_MAX_BYTES)]);
    expect(await faceSearchOf(store).searchByFace(event, big)).toBe(false);
    expect(searchOf(store).error.value).toMatchObject({ key: 'selfie.fileTooLarge', status: 0 });
  });

  it('rejects a file that is not a JPEG or PNG before uploading', async () => {
    const store = setup({});
    expect(await faceSearchOf(store).searchByFace(event, new Blob(['GIF89a......']))).toBe(false);
    expect(searchOf(store).error.value?.key).toBe('selfie.notAnImage');
  });

  it('maps the server refusals of the upload', async () => {
    const store = setup({ recognition: { uploadSelfie: answers(fail(413, 'FileTooLarge'), fail(415, 'UnsupportedMediaType')) } });
    await faceSearchOf(store).searchByFace(event, jpeg());
    expect(searchOf(store).error.value?.key).toBe('selfie.fileTooLarge');
    await faceSearchOf(store).searchByFace(event, jpeg());
    expect(searchOf(store).error.value?.key).toBe('selfie.notAnImage');
  });

  it('gives up with the capture error when recognition never finishes', async () => {
    const store = setup({ recognition: { uploadSelfie: answers(ok({ selfieId: 's1' }, 201)), getSelfie: answers(selfie('Pending')) } });
    expect(await faceSearchOf(store).searchByFace(event, jpeg())).toBe(false);
    expect(searchOf(store).error.value?.key).toBe('capture.error');
  });

  it('cancel stops the wait without an error and without a photo search', async () => {
    const fetchAllPhotos = answers(ok({ items: [], total: 0, count: 0 }));
    const getSelfie = answers(selfie('Pending'));
    const store = setup({ recognition: { uploadSelfie: answers(ok({ selfieId: 's1' }, 201)), getSelfie }, photos: { fetchAllPhotos } });
    const face = faceSearchOf(store);
    const running = face.searchByFace(event, jpeg());
    await vi.waitFor(() => expect(face.recognizing.value).toBe(true));
    expect(face.startedAt.value).toBeTypeOf('number');
    face.cancel();
    expect(await running).toBe(false);
    expect(face.recognizing.value).toBe(false);
    expect(face.startedAt.value).toBeNull();
    expect(searchOf(store).error.value).toBeNull();
    expect(fetchAllPhotos).not.toHaveBeenCalled();
  });
});
