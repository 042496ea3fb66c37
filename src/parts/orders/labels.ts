/** Translation keys of the values the platform sends as codes. */
import type { OrderState, ProductType } from '../../api/schemas';
import type { MessageKey } from '../../i18n/catalogs';

const PRODUCT_TYPES: Record<ProductType, MessageKey> = {
  Photo: 'order.typePhoto',
  Frame: 'order.typeFrame',
  PhotosWithMe: 'order.typePhotosWithMe',
  PhotosWithFrame: 'order.typePhotosWithFrame',
  FullVideo: 'order.typeFullVideo',
  Promocode: 'order.typePromocode',
  Gift: 'order.typeGift',
};
export const productTypeKey = (type: ProductType): MessageKey => PRODUCT_TYPES[type];

const ORDER_STATES: Record<OrderState, MessageKey> = {
  AwaitingPayment: 'order.stateAwaitingPayment',
  Completed: 'order.stateCompleted',
  Canceled: 'order.stateCanceled',
};
export const orderStateKey = (state: OrderState): MessageKey => ORDER_STATES[state];

/** The file name of a download link (its last path segment), else a fallback. */
export function fileNameOf(url: string, fallback: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : fallback;
  } catch {
    return fallback;
  }
}
