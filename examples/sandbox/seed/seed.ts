import type { ProductType } from '../../../src/api/schemas';
import { newId } from '../core/ids';
import { cancelOrder, checkoutCart, shopOrderUrl } from '../domain/orders';
import { createPayment, settlePayment } from '../domain/payments';
import { albumIndices, photoIdOf } from '../domain/photos';
import type { CartLineRecord, CartRecord, EventRecord, State } from '../store/state';
import { STATE_VERSION } from '../store/state';
import type { Product } from '../wire';
import type { EventSeed } from './data';
import { DEMO_CUSTOMER, EVENTS, PRODUCT_TITLES } from './data';

const DAY = 24 * 3600_000;

/**
 * The initial state: the demo events of data.ts, two pre-orders of the upcoming event, and a
 * few past orders of the demo customer (paid, awaiting payment after a declined card, canceled)
 * so the order history is not empty. Dates are relative to `now`, so "recent" and "upcoming"
 * stay true whenever the sandbox is seeded.
 */
export function buildSeed(now: number, shopUrl: string): State {
  const state: State = {
    version: STATE_VERSION,
    seededAt: new Date(now).toISOString(),
    counters: { orderNumber: 100_000, promoCodeId: 0 },
    events: EVENTS.map((seed) => buildEvent(seed, now)),
    preorders: [],
    carts: {},
    orders: {},
    invoices: {},
    payments: {},
    archives: {},
    selfies: {},
    searchTokens: {},
    verifications: {},
    usedPromoCodes: {},
    issuedGiftCodes: {},
    mail: [],
    requests: [],
    itsMe: [],
  };
  seedPreorders(state);
  seedPastOrders(state, now, shopUrl);
  return state;
}

function buildEvent(seed: EventSeed, now: number): EventRecord {
  const date = new Date(now + seed.daysFromSeed * DAY);
  date.setUTCHours(9, 0, 0, 0);
  const catalogId = seed.eventId + 1000;
  const perReport = seed.reports.length ? Math.floor(seed.photoCount / seed.reports.length) : 0;
  return {
    eventId: seed.eventId,
    externalEventId: seed.externalEventId,
    name: `${seed.name} ${date.getUTCFullYear()}`,
    date: date.toISOString(),
    location: seed.location,
    currencyId: seed.currencyId,
    catalogId,
    albumId: seed.eventId * 100,
    competitorsListId: seed.eventId + 2000,
    searchType: seed.searchType,
    isProtected: seed.isProtected ?? false,
    faceSearch: seed.faceSearch,
    ...(seed.faceSearchBirthDate ? { faceSearchBirthDate: true } : {}),
    ...(seed.bibSearchUnavailable ? { bibSearchUnavailable: true } : {}),
    distances: seed.distances,
    theme: seed.theme,
    photoCount: seed.photoCount,
    reports: seed.reports.map(([title, photographer], i) => ({
      albumId: seed.eventId * 100 + i + 1,
      title,
      photographer,
      firstIndex: i * perReport,
      // The last report takes the remainder of an uneven split.
      photoCount: i === seed.reports.length - 1 ? seed.photoCount - i * perReport : perReport,
    })),
    participants: seed.participants.map((p, i) => ({ ...p, competitorId: seed.eventId * 1000 + i + 1 })),
    products: buildProducts(seed, catalogId),
    eventVideos: seed.eventVideos.map(([title, durationSec], i) => ({ videoId: `video-${seed.eventId}-${i + 1}`, title, durationSec })),
  };
}

/**
 * Every product type of PRODUCT.md §entities-product, in the event's currency, plus one Draft that
 * the shop must not show.
 */
function buildProducts(seed: EventSeed, catalogId: number): Product[] {
  let next = 1;
  const product = (productType: ProductType, price: number, extra: Partial<Product> = {}): Product => ({
    id: catalogId * 100 + next++,
    catalogId,
    title: PRODUCT_TITLES[productType],
    productType,
    price,
    currencyId: seed.currencyId,
    state: 'InCatalog',
    ...extra,
  });
  const p = seed.prices;
  // Built one after another so ids follow the order of the list.
  const products = [
    product('Photo', p.Photo, { description: 'One photo in full resolution, without watermark' }),
    product('Frame', p.Frame, { description: 'One photo in a frame with the event name and your bib' }),
    product('PhotosWithMe', p.PhotosWithMe, { description: 'Every photo of you at this event' }),
    product('PhotosWithFrame', p.PhotosWithFrame, { description: 'Every photo of you, each also framed' }),
  ];
  if (seed.videoPricesByDistance) {
    for (const [distance, price] of Object.entries(seed.videoPricesByDistance)) {
      products.push(product('FullVideo', price, { distance, title: `${PRODUCT_TITLES.FullVideo} ${distance}` }));
    }
  } else {
    products.push(product('FullVideo', p.FullVideo));
  }
  products.push(
    product('Gift', p.Gift, { description: 'A printable finisher certificate, free with any order' }),
    product('Promocode', p.Promocode, { description: 'A gift code for all the photos of another runner of this event' }),
    product('Gift', 49, { title: 'Printed photo book (coming soon)', state: 'Draft' }),
  );
  return products;
}

function seedPreorders(state: State): void {
  const upcoming = state.events.find((e) => e.eventId === 106)!;
  state.preorders.push(
    {
      preorderId: 9001,
      catalogId: upcoming.catalogId,
      state: 'Completed',
      email: DEMO_CUSTOMER,
      number: 'PO-9001',
      items: [
        { title: 'All my photos (pre-order)', productType: 'PhotosWithMe', price: 24.9 },
        { title: 'Personal finish video (pre-order)', productType: 'FullVideo', price: 12.9 },
      ],
    },
    {
      preorderId: 9002,
      catalogId: upcoming.catalogId,
      state: 'AwaitingPayment',
      email: 'paul.meyer@example.com',
      number: 'PO-9002',
      items: [{ title: 'All my photos (pre-order)', productType: 'PhotosWithMe', price: 24.9 }],
    },
  );
}

/** Past orders go through the same checkout and payment code as live ones. */
function seedPastOrders(state: State, now: number, shopUrl: string): void {
  const event = (id: number) => state.events.find((e) => e.eventId === id)!;
  const productId = (e: EventRecord, type: ProductType) => Number(e.products.find((p) => p.productType === type && p.state === 'InCatalog')!.id);
  const photosOf = (e: EventRecord, bib: string) => albumIndices({ event: e }, bib).map((i) => photoIdOf(e.eventId, i));
  const line = (e: EventRecord, type: ProductType, extra: Partial<CartLineRecord> = {}): CartLineRecord => ({
    shoppingCartItemId: newId('line'),
    productId: productId(e, type),
    catalogId: e.catalogId,
    addedOn: new Date(now).toISOString(),
    ...extra,
  });
  const order = (daysAgo: number, e: EventRecord, lines: CartLineRecord[], outcome: 'Paid' | 'Declined' | 'Canceled') => {
    const at = now - daysAgo * DAY;
    const cart: CartRecord = {
      shoppingCartId: newId('cart'),
      state: 'Updated',
      currencyId: e.currencyId,
      customer: { email: DEMO_CUSTOMER },
      orderId: null,
      lines,
      codes: [],
      attributes: [{ key: 'Language', value: 'en' }],
      createdOn: new Date(at).toISOString(),
      updatedOn: new Date(at).toISOString(),
    };
    state.carts[cart.shoppingCartId] = cart;
    const ctx = { now: at, shopUrl };
    const placed = checkoutCart(state, cart, ctx);
    if (outcome === 'Canceled') {
      cancelOrder(placed, at + 3600_000);
      return;
    }
    const payment = createPayment(state, placed, { paymentTypeId: 1, returnUrl: shopOrderUrl(shopUrl, placed) }, at + 60_000);
    settlePayment(state, payment, outcome, { now: at + 120_000, shopUrl });
  };

  const riga = event(101);
  order(
    10,
    riga,
    [line(riga, 'PhotosWithMe', { photoIds: photosOf(riga, '1234'), startNumber: '1234' }), line(riga, 'FullVideo', { videoId: 'video-101-bib-1234' })],
    'Paid',
  );
  const hudson = event(103);
  const photo42 = photosOf(hudson, '42')[0]!;
  order(25, hudson, [line(hudson, 'Photo', { photoId: photo42 }), line(hudson, 'Frame', { photoId: photo42 })], 'Paid');
  const tatra = event(102);
  order(1, tatra, [line(tatra, 'Photo', { photoId: photosOf(tatra, '501')[0]! })], 'Declined');
  const lakeside = event(107);
  order(2, lakeside, [line(lakeside, 'Photo', { photoId: photosOf(lakeside, '301')[0]! })], 'Canceled');
}
