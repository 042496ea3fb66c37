/**
 * The outcomes of the order page load on demand (ARCHITECTURE.md §budgets): the first paint is the
 * checking state, and only one outcome is ever needed. The chunks are fetched in the background
 * right after the first paint (`prefetchOutcomes`), so the switch does not wait on the network.
 */
import { lazyPart, withAreas } from '../../src/runtime/lazy-part';

export const Paid = lazyPart(() => import('./Paid').then((m) => m.Paid));
/**
 * A declined or unpaid order offers the change of payment method, whose picker names the methods
 * as the checkout does (`payment.*`, the `cart` area, src/parts/payment/MethodPicker.tsx): the
 * view brings that area when it shows (a preload fetches only its code).
 */
export const Declined = lazyPart(withAreas(import.meta.glob('../../src/i18n/locales/cart/*.json'), () => import('./Declined').then((m) => m.Declined)));
export const Canceled = lazyPart(() => import('./Canceled').then((m) => m.Canceled));
export const PreorderView = lazyPart(() => import('./PreorderView').then((m) => m.PreorderView));

export function prefetchOutcomes(): void {
  Paid.preload();
  Declined.preload();
}
