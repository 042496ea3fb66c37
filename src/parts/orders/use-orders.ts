/** The page's orders feature (one per store, shared by order-status and my-account). */

import { getPage } from '../../runtime/page';
import { ordersOf } from '../../store/orders';

export const useOrders = () => ordersOf(getPage().store);

/** The language prices and dates are formatted in (the page's, which the visitor may change). */
export const pageLang = () => getPage().store.settings.settings.value.lang;
