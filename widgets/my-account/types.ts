/**
 * The public contract of the customer's account: its props and event details, shipped as types to hosts
 * (racelens/react and the tag typings; its tag and docs are in ./descriptor.ts). Type-only and
 * free of imports, so the shipped declarations resolve without this package's internals.
 */
export interface MyAccountProps {
  /** One order (/my-account/order/{id}); the order history otherwise. */
  orderId?: string;
  /** The visitor asked to sign in; the host (the shop's single sign-on) handles it. */
  onSignIn?: (detail: { returnTo: string }) => void;
}
