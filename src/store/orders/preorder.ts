/**
 * A pre-order's details (PRODUCT.md §entities-preorder, PRODUCT.md §routes-preorder-paid), asked
 * for afresh each time they are shown: its state changes once paid.
 */
import type { ApiWith } from '../../api/client';
import type { Id, PreorderDetails } from '../../api/schemas';
import { preordersApi } from '../../api/services/preorders';
import { feature, servicesOf } from '../base/feature';
import { query } from '../base/query';

export function createPreorderStore({ api }: { api: ApiWith<'preorders'> }) {
  const preorders = query<Id, PreorderDetails>({ fetch: (preorderId, signal) => api.preorders.details(preorderId, { signal }) });
  return {
    /** The pre-order's state: its data, status and failure (query.ts). */
    preorder: preorders.state,
    load: (preorderId: Id) => preorders.fresh(preorderId),
    /** The 10 s notice's Try again: the request under way is given up and made anew. */
    retry: (preorderId: Id) => preorders.retry(preorderId),
  };
}

export const preorderOf = feature((store) => createPreorderStore({ api: servicesOf(store, { preorders: preordersApi }) }));
