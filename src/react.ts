/**
 * `racelens/react`: the same components for React hosts, built against real React (a peer
 * dependency). Props mirror the elements' attributes; events are `on…` callbacks.
 */
export { DemoBadge } from './components/demo/DemoBadge';
export type { DemoBadgeProps } from './components/demo/DemoBadge';
export { DemoAddButton } from './components/demo/DemoAddButton';
export type { DemoAddButtonProps } from './components/demo/DemoAddButton';
export { useValue } from './components/use-value';
export { CartDrawer } from './components/cart-drawer';
export type { CartDrawerProps, CartChangeDetail, CartErrorDetail } from './components/cart-drawer';
export { Checkout } from './components/checkout';
export type { CheckoutProps } from './components/checkout';
export { OrderStatus } from './components/order-status';
export type { OrderStatusProps } from './components/order-status';
export { MyAccount } from './components/my-account';
export type { MyAccountProps } from './components/my-account';
