/** Order views shared by the order status and the customer's account widgets. */
export { OrderItems } from './OrderItems';
export { OrderDownloads } from './OrderDownloads';
export { OrderSummary } from './OrderSummary';
export { SupportLink } from './SupportLink';
export { useOrders, pageLang } from './use-orders';
export { returnUrlFor, supportHref } from './links';
export { formatDate, orderStateKey, productTypeKey } from './labels';
export { default as ordersCss } from './orders.css?inline';
export { LoadError } from './LoadError';
