/**
 * `racelens/react`: the widgets as components for React hosts, built against real React (a peer
 * dependency). Each renders into its own shadow root, styled and isolated exactly like the
 * custom element. Props mirror the elements' attributes (camelCase); events are `on…` callbacks
 * with the same `detail` the DOM events carry. Configure once with `configure({ api, tenant, lang })`.
 */
import { CartDrawer as CartDrawerWidget } from './components/cart-drawer';
import { Checkout as CheckoutWidget } from './components/checkout';
import { EventGallery as EventGalleryWidget } from './components/event-gallery';
import { MyAccount as MyAccountWidget } from './components/my-account';
import { OrderStatus as OrderStatusWidget } from './components/order-status';
import { PhotoSearch as PhotoSearchWidget } from './components/photo-search';
import { inShadowRoot } from './components/shadow-host';

export { configure } from './config';
export type { PageConfig } from './config';

export const CartDrawer = inShadowRoot(CartDrawerWidget);
export type { CartDrawerProps, CartChangeDetail, CartErrorDetail } from './components/cart-drawer';
export const Checkout = inShadowRoot(CheckoutWidget);
export type { CheckoutProps } from './components/checkout';
export const OrderStatus = inShadowRoot(OrderStatusWidget);
export type { OrderStatusProps } from './components/order-status';
export const MyAccount = inShadowRoot(MyAccountWidget);
export type { MyAccountProps } from './components/my-account';
export const EventGallery = inShadowRoot(EventGalleryWidget);
export type { EventGalleryProps, GalleryTab, AddDetail as GalleryAddDetail, ErrorDetail as GalleryErrorDetail } from './components/event-gallery';
export const PhotoSearch = inShadowRoot(PhotoSearchWidget);
export type { PhotoSearchProps, SearchDetail, SearchErrorDetail, SearchMethod } from './components/photo-search';

// The foundation's demo pair (two components, one store), kept for the build's React test.
export { DemoBadge } from './components/demo/DemoBadge';
export type { DemoBadgeProps } from './components/demo/DemoBadge';
export { DemoAddButton } from './components/demo/DemoAddButton';
export type { DemoAddButtonProps } from './components/demo/DemoAddButton';
export { useValue } from './components/use-value';
