import { describe, expect, it } from 'vitest';
import type { CartItem, Product } from '../../../src/api/schemas';
import { addFailureReason, isCovered, linesOfEvent, packageOffer, packagePhotoIds } from '../../../widgets/event-gallery/buying';

let n = 0;
const line = (productType: CartItem['product']['productType'], over: Partial<CartItem> = {}): CartItem => ({
  shoppingCartItemId: `l${++n}`,
  originalPrice: 6.9,
  price: 6.9,
  product: { id: '1', title: productType, productType },
  catalog: { catalogId: '1101', title: 'Riga', eventId: '101' },
  ...over,
});
const pack = { id: '3', catalogId: '1101', title: 'All my photos', productType: 'PhotosWithMe', price: 29.9, currencyId: 978, state: 'InCatalog' } as Product;

describe('buying in the gallery', () => {
  it('takes only the lines of its own event from the shared cart', () => {
    const other = line('Photo', { catalog: { catalogId: '1102', title: 'Tatra', eventId: '102' } });
    const mine = line('Photo');
    expect(linesOfEvent({ items: [other, mine] } as never, '101')).toEqual([mine]);
    expect(linesOfEvent(null, '101')).toEqual([]);
  });

  it('a checked-out cart has no lines to buy: its photos can be bought again in a new cart', () => {
    expect(linesOfEvent({ items: [line('Photo', { photoId: '7' })], orderId: 'o-1' } as never, '101')).toEqual([]);
  });

  it('PRODUCT.md §validation-duplicate: a photo in the cart, in the all-my-photos package or framed is a duplicate', () => {
    expect(isCovered([line('Photo', { photoId: '7' })], 'Photo', '7')).toBe(true);
    expect(isCovered([line('PhotosWithMe', { photoIds: ['5', '7'] })], 'Photo', '7')).toBe(true);
    expect(isCovered([line('Frame', { photoId: '7' })], 'Photo', '7')).toBe(true);
    expect(isCovered([line('Photo', { photoId: '8' })], 'Photo', '7')).toBe(false);
    // A frame of a photo bought digitally is a different product.
    expect(isCovered([line('Photo', { photoId: '7' })], 'Frame', '7')).toBe(false);
    expect(isCovered([line('PhotosWithFrame', { photoIds: ['7'] })], 'Frame', '7')).toBe(true);
  });

  it('offers the package once the photos picked cost more, with the saving', () => {
    const four = ['1', '2', '3', '4'].map((id) => line('Photo', { photoId: id }));
    expect(packageOffer(four, pack)).toBeNull(); // 27.60 < 29.90
    const five = [...four, line('Photo', { photoId: '5' })];
    expect(packageOffer(five, pack)).toEqual({ photoCount: 5, pickedCost: 34.5, saving: 4.6 });
    expect(packageOffer([...five, line('PhotosWithMe', { photoIds: ['9'] })], pack)).toBeNull();
    expect(packageOffer(five, undefined)).toBeNull();
  });

  it("buys a package of the search's photos, else of every photo already chosen", () => {
    const lines = [line('Photo', { photoId: '1' }), line('Frame', { photoId: '2' }), line('PhotosWithMe', { photoIds: ['1', '3'] })];
    expect(packagePhotoIds(['10', '11'], lines)).toEqual(['10', '11']);
    expect(packagePhotoIds([], lines)).toEqual(['1', '2', '3']);
    expect(packagePhotoIds([], [])).toEqual([]);
  });

  it('names the reason of a failed add', () => {
    expect(addFailureReason({ status: 1001, code: 'NetworkError' })).toBe('gallery.reasonOffline');
    expect(addFailureReason({ status: 401, code: 'TokenExpired' })).toBe('gallery.reasonTokenExpired');
    expect(addFailureReason({ status: 409, code: 'CurrencyMismatch' })).toBe('gallery.reasonCurrency');
    expect(addFailureReason({ status: 409, code: 'CartCheckedOut' })).toBe('gallery.reasonCheckedOut');
    expect(addFailureReason({ status: 500, code: 'SandboxFault' })).toBe('common.error');
  });
});
