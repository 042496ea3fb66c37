/** Which columns the order spreadsheet has, and the row of each item. */
import type { Order, OrderItem } from '../../api/schemas';
import { currencyById } from '../../money';
import type { Translate } from '../../runtime/use-translation';
import { toCsv } from './csv';
import { productTypeKey } from './labels';

export function orderCsv(order: Order, items: readonly OrderItem[], t: Translate): string {
  const { code, digits } = currencyById(order.currencyId);
  const header = [t('order.number'), t('order.item'), t('order.productType'), t('order.price'), t('order.currency'), t('order.downloadLink')];
  // Prices as plain numbers with the currency's digits (29.90), so the column sums in a sheet.
  const rows = items.map((item) => [
    order.number,
    item.product.title,
    t(productTypeKey(item.product.productType)),
    item.totalPrice.toFixed(digits),
    code,
    item.downloadUrl ?? '',
  ]);
  return toCsv([header, ...rows]);
}
