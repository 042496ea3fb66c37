export { createStore, type Store, type StoreOptions } from './create-store';
export { getStore, resetStore, createPageStore, settingsFromPageConfig } from './page';
export {
  DEFAULT_SETTINGS,
  DEFAULT_THEME,
  US_THEME,
  DEFAULT_CURRENCY_ID,
  US_CURRENCY_ID,
  resolveSettings,
  themeName,
  type Settings,
} from './settings';
export { memoryStorage, type StoragePair } from './storage';
export * from './cart-rules';
export { framePreviewOutcome, type FramePreviewState } from './frame-preview';
export { searchTokenOutcome, searchError, isTokenExpiredStatus, type SearchError } from './search-rules';
export { latestPayment, paymentStatus, isArchiveReady, type PaymentStatus } from './payment-rules';
export { addPending, removePending, PENDING_ORDERS_KEY } from './pending-orders';
export { inCatalog, productOfType } from './catalog';
export { errorText, isDuplicateNavigation } from './errors';
export { visibleNotifications, type AppNotification } from './notifications';
export { backButtonVisible, type ShellState } from './shell';
export type { CheckoutRequest, CheckoutOutcome } from './checkout';
