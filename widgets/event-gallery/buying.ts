/**
 * What the gallery decides about buying, as plain functions of the cart and the catalog: which
 * lines belong to this event, which photos were picked, whether a photo is already covered
 * (PRODUCT.md §validation-duplicate), and whether the all-my-photos package is the better deal (the
 * offer banner).
 */
import type { ApiError } from '../../src/api/http';
import type { Cart, CartItem, Id, Product, ProductType } from '../../src/api/schemas';
import type { MessageKey } from '../../src/i18n/catalogs';
import { isCheckedOut } from '../../src/store/cart-rules';

const same = (a: Id | null | undefined, b: Id | null | undefined) => a != null && a === b;

/** The event's lines still to buy: a checked-out cart's lines are an order's, and buying starts anew. */
export const linesOfEvent = (cart: Cart | null, eventId: Id): CartItem[] =>
  (isCheckedOut(cart) ? [] : (cart?.items ?? [])).filter((item) => same(item.catalog.eventId, eventId));

const ofType = (lines: CartItem[], type: ProductType) => lines.filter((line) => line.product.productType === type);

/** Single photos of this event in the cart. */
export const pickedPhotos = (lines: CartItem[]): CartItem[] => ofType(lines, 'Photo').filter((l) => l.photoId != null);

/**
 * PRODUCT.md §validation-duplicate: a photo cannot be added again when it is already a single
 * photo, inside the all-my-photos package, or in a framed item; a frame not when that photo is
 * framed already (alone or in the framed package). Checked before the call; the server checks
 * again.
 */
export function isCovered(lines: CartItem[], type: 'Photo' | 'Frame', photoId: Id): boolean {
  return lines.some((line) => {
    const t = line.product.productType;
    const inPackage = (line.photoIds ?? []).some((id) => same(id, photoId));
    if (type === 'Photo') return ((t === 'Photo' || t === 'Frame') && same(line.photoId, photoId)) || (t === 'PhotosWithMe' && inPackage);
    return (t === 'Frame' && same(line.photoId, photoId)) || (t === 'PhotosWithFrame' && inPackage);
  });
}

export const hasLine = (lines: CartItem[], type: ProductType, target: { videoId?: Id } = {}): boolean =>
  ofType(lines, type).some((line) => target.videoId == null || same(line.videoId, target.videoId));

export interface PackageOffer {
  photoCount: number;
  /** What the picked photos cost on their own. */
  pickedCost: number;
  saving: number;
}

/** The banner's case: the photos picked cost more than the package that holds them all. */
export function packageOffer(lines: CartItem[], pack: Product | undefined): PackageOffer | null {
  if (!pack || hasLine(lines, pack.productType)) return null;
  const picked = pickedPhotos(lines);
  const pickedCost = picked.reduce((sum, line) => sum + line.originalPrice, 0);
  const saving = Math.round((pickedCost - pack.price) * 100) / 100;
  return saving > 0 ? { photoCount: picked.length, pickedCost, saving } : null;
}

/**
 * The photos a package is bought for: the participant's photos when a search found them,
 * otherwise every photo of this event already in the cart (single, framed or in a package), so
 * the visitor's own choice becomes the package.
 */
export function packagePhotoIds(myPhotoIds: Id[], lines: CartItem[]): Id[] {
  if (myPhotoIds.length) return myPhotoIds;
  const ids = new Set<Id>();
  for (const line of lines) {
    for (const id of [line.photoId, ...(line.photoIds ?? [])]) if (id != null) ids.add(id);
  }
  return [...ids];
}

/**
 * The reason after 'Error adding an item to the Cart:' (PRODUCT.md §errors-cart), by the failure's
 * code.
 */
export function addFailureReason(error: Pick<ApiError, 'status' | 'code'>): MessageKey {
  if (error.status === 1001) return 'gallery.reasonOffline';
  if (error.status === 401 || error.code === 'TokenExpired') return 'gallery.reasonTokenExpired';
  if (error.code === 'CurrencyMismatch') return 'gallery.reasonCurrency';
  if (error.code === 'CartCheckedOut') return 'gallery.reasonCheckedOut';
  return 'common.error';
}
