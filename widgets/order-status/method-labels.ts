import type { PaymentType } from '../../src/api/schemas';
import type { MessageKey } from '../../src/i18n/catalogs';

/**
 * PRODUCT.md §validation-payment-methods; the bank options exist only as labels (not available).
 */
const KINDS: Record<PaymentType['kind'], MessageKey> = {
  PersonalCard: 'order.methodPersonalCard',
  BusinessCard: 'order.methodBusinessCard',
  BelarusianBank: 'order.methodBelarusianBank',
  RussianBank: 'order.methodRussianBank',
};
export const methodKey = (kind: PaymentType['kind']): MessageKey => KINDS[kind];
