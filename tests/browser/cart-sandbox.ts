/**
 * Sandbox set-up for the cart and checkout browser tests: carts are seeded through the platform
 * API (the gallery and search widgets are tested on their own), then handed to the page the way
 * the store keeps them — the id under `cartId` in the page's sessionStorage.
 */
import { expect, type Page } from '@playwright/test';
import { EVENTS } from '../../examples/sandbox/seed/data';
import { urls } from './urls';

type Json = Record<string, any>;

export async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const response = await fetch(`${urls.api}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Json) : {} };
}

const cartApi = (path: string) => `/public/cart-service/api/v1${path}`;

/** The products of event 101's catalog (1101) by type. */
async function products(catalogId = 1101): Promise<Record<string, Json>> {
  const { json } = await call('GET', `/public/catalog-service/api/v1/catalog/products?catalogId=${catalogId}&state=InCatalog&count=100`);
  return Object.fromEntries((json.items as Json[]).map((p) => [p.productType, p]));
}

async function photoIds(albumId: number, count: number, offset: number): Promise<number[]> {
  const { json } = await call('GET', `/public/photo-service/api/v1/photos?albumId=${albumId}&count=${count}&offset=${offset}`);
  return (json.items as Json[]).map((p) => p.photoId);
}

let offset = 0;
/** The photos of event 101's album (the sandbox's seed). */
const EVENT_101_PHOTOS = EVENTS.find((event) => event.eventId === 101)!.photoCount;
/**
 * A cart of event 101 (Riga City Run, EUR): `photos` single photos and, optionally, the
 * all-my-photos package of two other photos. Other photos than the last carts', so no line is a
 * duplicate; after the album's end it starts again from its beginning (a whole run makes more
 * carts than the album has photos in tens, which once left a cart empty).
 */
export async function seedCart({ photos = 2, allMyPhotos = false } = {}): Promise<string> {
  const byType = await products();
  const created = await call('POST', cartApi('/shoppingCarts'), { currencyId: 978 });
  expect(created.status).toBe(201);
  const id = created.json.shoppingCartId as string;
  offset = (offset + 10) % (EVENT_101_PHOTOS - 10);
  const ids = await photoIds(10100, photos + 2, offset);
  expect(ids.length, 'photos for the cart').toBe(photos + 2);
  for (const photoId of ids.slice(0, photos)) {
    const added = await call('POST', cartApi(`/shoppingCarts/${id}/items`), { productId: byType.Photo!.id, catalogId: 1101, photoId });
    expect(added.status).toBe(204);
  }
  if (allMyPhotos) {
    const added = await call('POST', cartApi(`/shoppingCarts/${id}/items/v2`), {
      productId: byType.PhotosWithMe!.id,
      catalogId: 1101,
      photoIds: ids.slice(photos),
    });
    expect(added.status).toBe(204);
  }
  return id;
}

let codes = 0;
/**
 * A promo code nobody used yet (`GIFT-…`, `SAVE10-…`): sandbox codes are single use once an
 * order with them is paid, and the sandbox lives for the whole test run.
 */
export const freshCode = (prefix: 'GIFT' | 'SAVE10') => `${prefix}-${(Date.now() % 1e8).toString(36).toUpperCase()}${++codes}`;

export const getCart = async (id: string) => (await call('GET', cartApi(`/shoppingCarts/${id}`))).json;

/**
 * Puts the cart into the page's sessionStorage before any script runs, once per tab: later
 * navigations (a reload, the pay page's return) see whatever the widgets made of it.
 */
export async function useCart(page: Page, cartId: string, { lang }: { lang?: string } = {}): Promise<void> {
  await page.addInitScript(
    ({ cartId, lang }) => {
      if (sessionStorage.getItem('racelensTestSeeded')) return;
      sessionStorage.setItem('racelensTestSeeded', '1');
      sessionStorage.setItem('cartId', cartId);
      if (lang) localStorage.setItem('appLanguage', lang);
    },
    { cartId, lang },
  );
}

/** Requests the sandbox answered, by method and a part of the path (its request log). */
export async function sandboxRequests(method: string, path: string): Promise<Json[]> {
  const { json } = await call('GET', `/sandbox/admin/requests?method=${method}&path=${encodeURIComponent(path)}`);
  return json.items as Json[];
}

/** Forgets the request log, so a test counts only its own requests. */
export const clearRequests = () => call('DELETE', '/sandbox/admin/requests');

export async function addFault(rule: Json): Promise<void> {
  expect((await call('POST', '/sandbox/admin/faults', rule)).status).toBeLessThan(300);
}
export const clearFaults = () => call('DELETE', '/sandbox/admin/faults');
