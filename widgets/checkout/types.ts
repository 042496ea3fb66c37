/**
 * The public contract of the checkout: its props and event details, shipped as types to hosts
 * (racelens/react and the tag typings; its tag and docs are in ./descriptor.ts). Type-only and
 * free of imports, so the shipped declarations resolve without this package's internals.
 */
export interface CheckoutProps {
  /** The order is placed, just before the pay page opens. */
  onCheckout?: (detail: { orderId: string | number }) => void;
  /** A step of the checkout failed. */
  onError?: (detail: { step: 'cart' | 'customer' | 'checkout' | 'payment'; status: number; code: string }) => void;
}
