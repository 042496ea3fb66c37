/** The page's order features (one per store, shared by order-status and my-account). */

import { getPage } from '../../runtime/page';
import { archiveOf } from '../../store/orders/archive';
import { orderHistoryOf } from '../../store/orders/history';
import { orderOf } from '../../store/orders/order';
import { orderPaymentOf } from '../../store/orders/payment';

export const useOrder = () => orderOf(getPage().store);
export const useOrderPayment = () => orderPaymentOf(getPage().store);
export const useArchive = () => archiveOf(getPage().store);
export const useOrderHistory = () => orderHistoryOf(getPage().store);

/** The language prices and dates are formatted in (the page's, which the visitor may change). */
export const pageLang = () => getPage().store.settings.settings.value.lang;
