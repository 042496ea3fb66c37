import type { Module } from '../app';
import { hash32 } from '../core/hash';
import { newId } from '../core/ids';
import type { AlbumRef } from '../domain/photos';
import { albumIndices, locateAlbum, personIdOf, photoIdOf, photoThumbPath } from '../domain/photos';
import { multipartField, parseMultipart } from '../http/multipart';
import { ApiError, created, notFound, ok, validationFailed } from '../http/reply';
import { mount } from '../http/router';
import { isIsoDate, requiredQuery } from '../http/validate';
import { sniffImage } from '../media/image-size';
import type { SelfieRecord } from '../store/state';
import type { Person, SelfieResult } from '../wire';

/** PRODUCT.md §validation-selfie and PRODUCT.md §constants-limits: a selfie is at most 8 MB. */
export const MAX_SELFIE_BYTES = 8 * 1024 * 1024;
/** Room for the multipart framing and the small fields around the file. */
const MULTIPART_SLACK = 64 * 1024;
/** How long recognition "takes" (before timeScale). */
const PENDING_MS = 3000;

/**
 * The sandbox cannot recognise faces, so the outcome follows the image's pixel width, which the
 * demo files in demo-selfies/ are made to have: 601 → NoFace, 602 → SeveralFaces, 603 → Failed,
 * anything else → Done with one or two registered runners of the album.
 */
const OUTCOME_BY_WIDTH: Record<number, SelfieResult['state']> = { 601: 'NoFace', 602: 'SeveralFaces', 603: 'Failed' };

const fileTooLarge = () => new ApiError(413, 'FileTooLarge', 'File is too large: upload a photo up to 8 MB');

/** recognition-service: upload a selfie, then poll for the persons found. */
export const recognitionService: Module = (app) => {
  const state = () => app.store.state;

  return mount('/public/recognition-service/api/v1', [
    {
      method: 'POST',
      path: '/selfies',
      handler: async (ctx) => {
        const album = locateAlbum(state(), requiredQuery(ctx.query, 'albumId'));
        if (!album) throw notFound('Album');
        if (!album.event.faceSearch) throw validationFailed('albumId', 'face search is not available for this event');
        const parts = parseMultipart(await ctx.raw(MAX_SELFIE_BYTES + MULTIPART_SLACK, fileTooLarge), ctx.header('content-type'));
        const file = parts.find((part) => part.name === 'file');
        if (!file || file.data.length === 0) throw validationFailed('file', 'is required');
        if (file.data.length > MAX_SELFIE_BYTES) throw fileTooLarge();
        const image = sniffImage(file.data);
        if (!image) throw new ApiError(415, 'UnsupportedMediaType', 'Upload a JPEG or PNG photo');
        const birthDate = multipartField(parts, 'birthDate');
        if (birthDate && !isIsoDate(birthDate)) throw validationFailed('birthDate', 'a date as YYYY-MM-DD');

        const now = app.clock.now();
        pruneOld(state().selfies, now);
        const selfie: SelfieRecord = {
          selfieId: newId('selfie'),
          albumId: Number(album.report?.albumId ?? album.event.albumId),
          eventId: album.event.eventId,
          width: image.width ?? 0,
          height: image.height ?? 0,
          ...(birthDate ? { birthDate } : {}),
          createdOn: new Date(now).toISOString(),
        };
        state().selfies[selfie.selfieId] = selfie;
        app.store.changed();
        return created({ selfieId: selfie.selfieId });
      },
    },
    {
      method: 'GET',
      path: '/selfies/:selfieId',
      handler: (ctx) => {
        const selfie = state().selfies[ctx.params.selfieId ?? ''];
        if (!selfie) throw notFound('Selfie');
        const result = (state: SelfieResult['state'], persons: Person[] = []): SelfieResult => ({ selfieId: selfie.selfieId, state, persons });
        if (app.clock.now() - Date.parse(selfie.createdOn) < app.clock.scale(PENDING_MS)) return ok(result('Pending'));
        // A JPEG without a readable frame header cannot be "recognised" either.
        const outcome = selfie.width === 0 ? 'Failed' : (OUTCOME_BY_WIDTH[selfie.width] ?? 'Done');
        const album = locateAlbum(state(), selfie.albumId);
        return ok(result(outcome, outcome === 'Done' && album ? personsFound(album, selfie, ctx.baseUrl) : []));
      },
    },
  ]);
};

/** One or two registered runners with photos in the album, always the same for the same image size. */
function personsFound(album: AlbumRef, selfie: SelfieRecord, baseUrl: string): Person[] {
  const candidates = album.event.participants
    .map((p) => ({ participant: p, indices: p.photosProcessing ? [] : albumIndices(album, p.number) }))
    .filter((c) => c.indices.length > 0);
  if (candidates.length === 0) return [];
  const h = hash32('selfie', selfie.width, selfie.height, selfie.albumId);
  const count = Math.min(candidates.length, 1 + (h % 2));
  return Array.from({ length: count }, (_, i) => {
    const { participant, indices } = candidates[((h >>> 3) + i) % candidates.length]!;
    return {
      personId: personIdOf(album.event.eventId, participant.number),
      photoCount: indices.length,
      similarity: Math.round((0.97 - i * 0.08) * 100) / 100,
      previewUrl: baseUrl + photoThumbPath(photoIdOf(album.event.eventId, indices[0]!)),
    };
  });
}

/** Selfies are transient: forget them after an hour so the state file does not grow. */
function pruneOld(selfies: Record<string, SelfieRecord>, now: number): void {
  for (const [id, selfie] of Object.entries(selfies)) if (now - Date.parse(selfie.createdOn) > 3600_000) delete selfies[id];
}
