import { type ApiContext, bindService, type CallOptions, schemasOf, seg } from '../http';
import type { Id } from '../schemas';

const schema = schemasOf(() => import('../schemas/recognition'));

/** PRODUCT.md §entities-selfie: the selfie travels as a jpeg named face.jpg. */
export const SELFIE_FILE_NAME = 'face.jpg';

export function recognitionApi(ctx: ApiContext) {
  const call = bindService(ctx, 'recognition-service', { auth: true });
  return {
    /** Multipart with field `file` and optional `birthDate` (YYYY-MM-DD); 201 `{ selfieId }`. */
    uploadSelfie(albumId: Id, image: Blob, birthDate?: string, opts?: CallOptions) {
      const form = new FormData();
      form.append('file', new File([image], SELFIE_FILE_NAME, { type: image.type || 'image/jpeg' }));
      if (birthDate) form.append('birthDate', birthDate);
      return call({ method: 'POST', path: '/selfies', query: { albumId }, body: form, schema: schema('SelfieCreated'), expect: 201 }, opts);
    },

    /** `Pending` for a few seconds, then Done / NoFace / SeveralFaces / Failed. */
    getSelfie: (selfieId: Id, opts?: CallOptions) => call({ path: `/selfies/${seg(selfieId)}`, schema: schema('SelfieResult') }, opts),
  };
}
