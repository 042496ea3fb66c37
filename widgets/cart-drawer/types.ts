/**
 * The public contract of the cart drawer: its props and event details, shipped as types to hosts
 * (racelens/react and the tag typings; its tag and docs are in ./descriptor.ts). Type-only and
 * free of imports, so the shipped declarations resolve without this package's internals.
 */
export interface CartChangeDetail {
  count: number;
  totalAmount: number;
  currencyId: number;
}

export interface CartErrorDetail {
  action: string;
  status?: number;
  code: string;
}

export interface CartDrawerProps {
  /** The organizer's own checkout page; the shop's /order by default. */
  checkoutUrl?: string;
  /** The cart in the page instead of a button and a drawer. */
  inline?: boolean;
  /**
   * A cart page to go to instead of opening the drawer: the shop's app bar uses `/cart`
   * (PRODUCT.md §routes-cart-badge: the cart button goes to the cart unless already there).
   */
  cartUrl?: string;
  onCartChange?: (detail: CartChangeDetail) => void;
  onError?: (detail: CartErrorDetail) => void;
}
