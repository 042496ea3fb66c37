/**
 * The public contract of the order status: its props and event details, shipped as types to hosts
 * (racelens/react and the tag typings; its tag and docs are in ./descriptor.ts). Type-only and
 * free of imports, so the shipped declarations resolve without this package's internals.
 */
export interface OrderEvents {
  onPaid?: (detail: { orderId: string; totalAmount: number; currencyId: number }) => void;
  onDeclined?: (detail: { orderId: string }) => void;
  onError?: (detail: { orderId?: string; preorderId?: string }) => void;
}

export interface OrderStatusProps extends OrderEvents {
  /** The order of the payment result page (/order/{id}). */
  orderId?: string;
  /** A pre-order instead (/preorder/{id}). */
  preorderId?: string;
  /** How long to wait for the provider's answer before saying it takes longer (default 90). */
  checkTimeoutSeconds?: number;
}
