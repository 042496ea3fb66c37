/** Entities shaped like CONTRACT.md answers, small and overridable. */
import type { Cart, CartItem, Order, Payment, Product, ProductType, PromotionalCode } from '../../../src/api/schemas';

let seq = 0;
const next = () => ++seq;

export function product(type: ProductType = 'Photo', over: Partial<Product> = {}): Product {
  return { id: `p-${type}`, catalogId: 'cat-1', title: `${type} product`, productType: type, price: 9.9, currencyId: 978, state: 'InCatalog', ...over };
}

export function item(type: ProductType = 'Photo', over: { eventId?: string; catalogId?: string; title?: string; id?: string } = {}): CartItem {
  const catalogId = over.catalogId ?? 'cat-1';
  return {
    shoppingCartItemId: over.id ?? `i-${next()}`,
    originalPrice: 9.9,
    price: 9.9,
    product: { id: `p-${type}`, title: `${type} product`, productType: type },
    catalog: { catalogId, title: over.title ?? `Event of ${catalogId}`, eventId: over.eventId ?? `e-${catalogId}` },
  };
}

export function promo(catalogId: string | null, code = `CODE${next()}`): PromotionalCode {
  return { promotionalCodeId: `pc-${next()}`, code, catalogId, discount: 5 };
}

export function cart(over: Partial<Cart> = {}): Cart {
  return {
    shoppingCartId: 'cart-1',
    state: 'Updated',
    currencyId: 978,
    amount: 0,
    totalAmount: 0,
    customer: null,
    orderId: null,
    items: [],
    promotionalCodes: [],
    attributes: [],
    ...over,
  };
}

export function order(over: Partial<Order> = {}): Order {
  return {
    orderId: 'o-1',
    catalogId: 'cat-1',
    state: 'AwaitingPayment',
    customer: { email: 'ann@example.com' },
    number: 'R-1',
    currencyId: 978,
    invoiceId: 'inv-1',
    totalAmount: 19.8,
    items: [
      { orderItemId: 'oi-1', totalPrice: 9.9, product: { title: 'Photo', productType: 'Photo' } },
      { orderItemId: 'oi-2', totalPrice: 9.9, product: { title: 'Frame', productType: 'Frame' } },
    ],
    createdOn: '2025-05-01T10:00:00Z',
    ...over,
  };
}

export function payment(over: Partial<Payment> = {}): Payment {
  return {
    paymentId: `pay-${next()}`,
    invoiceId: 'inv-1',
    payUrl: 'https://pay.example.com/p/1',
    state: 'Pending',
    createdOn: '2025-05-01T10:00:00Z',
    paymentTypeId: 'card',
    ...over,
  };
}
