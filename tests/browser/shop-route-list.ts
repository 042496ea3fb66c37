/**
 * The shop's routes (PRODUCT.md §routes-table) with the element each must show, for the tests that
 * walk them all.
 */
import type { APIRequestContext } from '@playwright/test';
import { jwtFor } from '../contract/helpers';
import { urls } from './urls';

/** The id of the sandbox's first paid order of runner@example.com (the order routes need one). */
export async function firstOrderId(request: APIRequestContext): Promise<string> {
  const orders = await request.get(`${urls.api}/public/order-service/api/v1/orders`, {
    headers: { authorization: `Bearer ${jwtFor('runner@example.com')}` },
  });
  return String(((await orders.json()) as { items: Array<{ orderId: string | number }> }).items[0]!.orderId);
}

/** Path → the element the route must show. */
export const shopRoutes = (orderId: string): Array<[string, string]> => [
  ['/', 'racelens-home'],
  ['/event/101', 'racelens-event-gallery'],
  ['/event/101/photos', 'racelens-event-gallery'],
  ['/event/101/video', 'racelens-event-gallery'],
  ['/search?event=101', 'racelens-photo-search'],
  ['/competitors/verify?token=unknown&eventId=104', 'racelens-photo-search'],
  ['/search/101/1234', 'racelens-photo-search'],
  ['/search/101/1234/video', 'racelens-photo-search'],
  ['/cart', 'racelens-cart-drawer'],
  ['/order', 'racelens-checkout'],
  [`/order/${orderId}`, 'racelens-order-status'],
  ['/preorder/9001', 'racelens-order-status'],
  ['/contacts', 'racelens-page'],
  ['/for-organizers', 'racelens-page'],
  ['/for-photographers', 'racelens-page'],
  ['/for-business', 'racelens-page'],
  ['/my-account', 'racelens-my-account'],
  [`/my-account/order/${orderId}`, 'racelens-my-account'],
  ['/impressum', 'racelens-page'],
];
