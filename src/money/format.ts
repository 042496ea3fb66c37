/**
 * Money for display (PRODUCT.md §constants-money): `Intl.NumberFormat` with the currency's own
 * minor digits, in the page's language.
 *
 * The rouble rule (PRODUCT.md §constants-money: "Russian theme with Russian language and currency
 * 643 shows the rouble sign"): a page chooses the Russian setup by its currency, 643, and Russian
 * is not one of the seven UI languages, so amounts in 643 show the sign ₽ in every language
 * ("1.234,50 ₽" in German, "₽1,234.50" in English), never the code RUB that Intl prints outside
 * Russian.
 */
import { CURRENCIES, currencyById, DEFAULT_CURRENCY_ID } from './currencies';

export const RUB_CURRENCY_ID = 643;

export interface MoneyContext {
  /** BCP 47 language of the page (e.g. 'de', 'en-US', 'ru'); invalid or missing → 'en'. */
  lang?: string | null;
}

/** PRODUCT.md §constants-money: amounts in 643 show the rouble sign. */
export const showsRoubleSign = (currencyId: number): boolean => currencyId === RUB_CURRENCY_ID;

/**
 * `29.9, 978, { lang: 'de' }` → '29,90 €'. Never throws: an unknown currency id is shown as
 * 978 (EUR), an unusable language as 'en', and a non-finite amount as '' (an empty price is
 * better than "€NaN").
 */
export function formatMoney(amount: number, currencyId: number, context: MoneyContext = {}): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const id = currencyId in CURRENCIES ? currencyId : DEFAULT_CURRENCY_ID;
  const currency = currencyById(id);
  const display: Intl.NumberFormatOptions['currencyDisplay'] = showsRoubleSign(id) ? 'narrowSymbol' : 'symbol';
  return formatter(context.lang ?? 'en', currency.code, currency.digits, display).format(amount);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, digits: number, currencyDisplay: Intl.NumberFormatOptions['currencyDisplay']): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}|${currencyDisplay}`;
  let cached = formatters.get(key);
  if (!cached) {
    const options: Intl.NumberFormatOptions = {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    };
    try {
      cached = new Intl.NumberFormat(locale, options);
    } catch {
      // A malformed language tag from page settings must not break a price.
      cached = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, cached);
  }
  return cached;
}
