/**
 * The outcomes of the order page load on demand (DESIGN §4 budgets): the first paint is the
 * checking state, and only one outcome is ever needed. The chunks are fetched in the background
 * right after the first paint (`prefetchOutcomes`), so the switch does not wait on the network.
 */
import { lazy } from 'react';

const loadPaid = () => import('./Paid');
const loadDeclined = () => import('./Declined');
const loadCanceled = () => import('./Canceled');
const loadPreorder = () => import('./PreorderView');

export const Paid = lazy(() => loadPaid().then((m) => ({ default: m.Paid })));
export const Declined = lazy(() => loadDeclined().then((m) => ({ default: m.Declined })));
export const Canceled = lazy(() => loadCanceled().then((m) => ({ default: m.Canceled })));
export const PreorderView = lazy(() => loadPreorder().then((m) => ({ default: m.PreorderView })));

export function prefetchOutcomes(): void {
  for (const load of [loadPaid, loadDeclined]) load().catch(() => {}); // a real failure shows when rendered
}
