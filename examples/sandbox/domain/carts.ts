import type { ProductType } from '../../../src/api/schemas';
import { toMajor } from '../core/money';
import type { CartLineRecord, CartRecord, State } from '../store/state';
import type { Cart } from '../wire';
import { findProduct, findVideoAnywhere } from './catalog';
import { locatePhoto, photoThumbPath } from './photos';
import { priceCart } from './pricing';

/** Cart rules shared by the cart service's calls: the wire shape and what counts as a duplicate. */

export const PACKAGE_TYPES: readonly ProductType[] = ['PhotosWithMe', 'PhotosWithFrame'];

export interface Candidate {
  productId: number;
  productType: ProductType;
  catalogId: number;
  photoId?: number;
  videoId?: string;
  photoIds?: number[];
  startNumber?: string;
}

const typeOf = (state: State, line: CartLineRecord) => findProduct(state, line.productId)?.product.productType;

/**
 * PRODUCT.md §validation-duplicate and CONTRACT.md: a photo is a duplicate when it is already a
 * photo line, is covered by an all-my-photos or all-photos-with-frame package, or is in a
 * framed-photo line. A frame is a duplicate of the same frame or of a framed package holding it; a
 * video of the same video; a package of one of the same kind for the same runner (or overlapping
 * photos); anything else of the same product.
 */
export function isDuplicate(state: State, cart: CartRecord, candidate: Candidate): boolean {
  return cart.lines.some((line) => {
    const type = typeOf(state, line);
    if (!type) return false;
    const holds = (photoId: number | undefined) => photoId !== undefined && (line.photoIds ?? []).includes(photoId);
    switch (candidate.productType) {
      case 'Photo':
        return ((type === 'Photo' || type === 'Frame') && line.photoId === candidate.photoId) || (PACKAGE_TYPES.includes(type) && holds(candidate.photoId));
      case 'Frame':
        return (type === 'Frame' && line.photoId === candidate.photoId) || (type === 'PhotosWithFrame' && holds(candidate.photoId));
      case 'FullVideo':
        return type === 'FullVideo' && line.videoId === candidate.videoId;
      case 'PhotosWithMe':
      case 'PhotosWithFrame':
        return (
          type === candidate.productType &&
          line.catalogId === candidate.catalogId &&
          ((candidate.startNumber !== undefined && line.startNumber === candidate.startNumber) ||
            (candidate.photoIds ?? []).some((id) => (line.photoIds ?? []).includes(id)))
        );
      default:
        return line.productId === candidate.productId;
    }
  });
}

/** Single photos a new all-my-photos package makes redundant: the package replaces them. */
export function linesCoveredByPackage(state: State, cart: CartRecord, candidate: Candidate): CartLineRecord[] {
  if (candidate.productType !== 'PhotosWithMe') return [];
  return cart.lines.filter(
    (line) =>
      typeOf(state, line) === 'Photo' && line.catalogId === candidate.catalogId && line.photoId !== undefined && candidate.photoIds?.includes(line.photoId),
  );
}

/** The picture of a cart line or order item: its (first) photo, or its video's poster. */
export function thumbnailPath(state: State, item: { photoId?: number; photoIds?: number[]; videoId?: string }): string | null {
  const photoId = item.photoId ?? item.photoIds?.[0];
  if (photoId !== undefined && locatePhoto(state, photoId)) return photoThumbPath(photoId);
  if (item.videoId && findVideoAnywhere(state, item.videoId)) return `/sandbox/media/videos/${item.videoId}/poster.svg`;
  return null;
}

export function wireCart(state: State, cart: CartRecord, baseUrl: string): Cart {
  const priced = priceCart(state, cart);
  return {
    shoppingCartId: cart.shoppingCartId,
    state: cart.state,
    currencyId: cart.currencyId,
    amount: toMajor(priced.amountCents),
    totalAmount: toMajor(priced.totalCents),
    customer: cart.customer,
    orderId: cart.orderId,
    items: priced.lines.map(({ line, product, event, originalCents, priceCents }) => {
      const thumbnail = thumbnailPath(state, line);
      return {
        shoppingCartItemId: line.shoppingCartItemId,
        originalPrice: toMajor(originalCents),
        price: toMajor(priceCents),
        product: { id: product.id, title: product.title, productType: product.productType },
        catalog: { catalogId: event.catalogId, title: event.name, eventId: event.eventId },
        photoId: line.photoId ?? null,
        videoId: line.videoId ?? null,
        ...(line.photoIds ? { photoIds: line.photoIds } : {}),
        ...(line.startNumber ? { startNumber: line.startNumber } : {}),
        thumbnailUrl: thumbnail ? baseUrl + thumbnail : null,
      };
    }),
    promotionalCodes: priced.codes.map(({ record, rule, discountCents }) => ({
      promotionalCodeId: record.promotionalCodeId,
      code: record.code,
      catalogId: rule.catalogId ?? null,
      discount: toMajor(discountCents),
    })),
    attributes: cart.attributes,
  };
}
