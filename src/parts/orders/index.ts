/** Order views shared by racelens-order-status and racelens-my-account. */
export { OrderItems } from './OrderItems';
export { OrderDownloads } from './OrderDownloads';
export { OrderSummary } from './OrderSummary';
export { SupportLink } from './SupportLink';
export { useOrders, pageLang } from './use-orders';
export { formatDate, orderStateKey, productTypeKey } from './labels';
export { default as ordersCss } from './orders.css?inline';
export { LoadError } from './LoadError';
