/** A cart of the Riga City Run as the platform answers it, small and overridable. */
import type { Cart, CartItem, PaymentType } from '../../../src/api/schemas';

export const line = (id: string, title: string, price: number, over: Partial<CartItem> = {}): CartItem => ({
  shoppingCartItemId: id,
  originalPrice: price,
  price,
  product: { id: `p-${id}`, title, productType: title === 'All my photos' ? 'PhotosWithMe' : 'Photo' },
  catalog: { catalogId: 1101, title: 'Riga City Run 2026', eventId: 101 },
  ...over,
});

export const cart = (over: Partial<Cart> = {}): Cart => {
  const items = over.items ?? [line('a', 'Photo #1', 6.9), line('b', 'Photo #2', 6.9), line('c', 'All my photos', 29.9)];
  const amount = items.reduce((sum, i) => sum + i.originalPrice, 0);
  return {
    shoppingCartId: 'c-1',
    state: 'Updated',
    currencyId: 978,
    amount,
    totalAmount: items.reduce((sum, i) => sum + i.price, 0),
    customer: null,
    orderId: null,
    items,
    promotionalCodes: [],
    attributes: [
      { key: 'Language', value: 'en' },
      { key: 'Theme', value: 'MySport' },
    ],
    ...over,
  };
};

export const paymentTypes: PaymentType[] = [
  { paymentTypeId: 1, name: 'Bank card', kind: 'PersonalCard', available: true },
  { paymentTypeId: 2, name: 'Business card', kind: 'BusinessCard', available: true },
  { paymentTypeId: 3, name: 'Belarusian bank', kind: 'BelarusianBank', available: false },
  { paymentTypeId: 4, name: 'Russian bank', kind: 'RussianBank', available: false },
];
