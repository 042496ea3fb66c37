/**
 * `racelens/react`: the widgets as components for React hosts, built against real React (a peer
 * dependency). Each renders into its own shadow root, styled and isolated exactly like the
 * custom element. Props mirror the elements' attributes (camelCase); events are `on…` callbacks
 * with the same `detail` the DOM events carry. Configure once with `configure({ api, tenant, lang })`.
 *
 * Each component is its own module (src/react/*) and the package declares them free of side
 * effects, so a host's bundler keeps only the components it imports.
 */
export { configure } from './config';
export type { PageConfig } from './config';

export { CartDrawer } from './react/cart-drawer';
export type { CartDrawerProps, CartChangeDetail, CartErrorDetail } from '../widgets/cart-drawer/types';
export { Checkout } from './react/checkout';
export type { CheckoutProps } from '../widgets/checkout/types';
export { OrderStatus } from './react/order-status';
export type { OrderStatusProps } from '../widgets/order-status/types';
export { MyAccount } from './react/my-account';
export type { MyAccountProps } from '../widgets/my-account/types';
export { EventGallery } from './react/event-gallery';
export type { EventGalleryProps, GalleryTab, AddDetail as GalleryAddDetail, ErrorDetail as GalleryErrorDetail } from '../widgets/event-gallery/types';
export { PhotoSearch } from './react/photo-search';
export type { PhotoSearchProps, SearchDetail, SearchErrorDetail, SearchMethod } from '../widgets/photo-search/types';
