/**
 * The text of a failed promo code (PRODUCT.md §calls-carts, PRODUCT.md §errors-promo): the known
 * kinds in the visitor's language; otherwise the server's own message from the error body (kept by
 * the store), else the generic "An error occurred while adding a promo code".
 */

import type { Translate } from '../../runtime/use-translation';
import type { PromoError } from '../../store/cart';

export function promoErrorText(error: PromoError, t: Translate): string {
  if (error.key !== 'promo.unknown') return t(error.key);
  const body = error.body as { message?: unknown } | null | undefined;
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  return message || t('promo.unknown');
}
