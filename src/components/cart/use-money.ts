/**
 * Prices of the cart in the cart's own currency (SPEC §9: the currency's digits; the rouble
 * rule needs the theme and the page's language), re-rendered on a language change.
 */
import { formatMoney } from '../../money/format';
import { getPage } from '../page';
import { useT } from '../WidgetRoot';
import { useValue } from '../use-value';

export function useMoney(currencyId: number): (amount: number) => string {
  const { lang } = useT();
  const page = getPage();
  const theme = useValue(page.theme);
  const pageLang = useValue(page.store.settings.settings).lang;
  // The configured language may be 'ru' (rouble rule) while the UI shows one of the seven.
  const moneyLang = pageLang.toLowerCase().startsWith('ru') ? pageLang : lang;
  return (amount) => formatMoney(amount, currencyId, { lang: moneyLang, theme });
}
