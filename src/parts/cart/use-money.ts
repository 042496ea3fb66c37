/**
 * Prices of the cart in the cart's own currency (PRODUCT.md §constants-money: the currency's
 * digits, the rouble sign for 643), in the widget's language and re-rendered on a language change.
 */
import { formatMoney } from '../../money/format';
import { useT } from '../../runtime/WidgetRoot';

export function useMoney(currencyId: number): (amount: number) => string {
  const { lang } = useT();
  return (amount) => formatMoney(amount, currencyId, { lang });
}
