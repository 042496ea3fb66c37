/**
 * Money for display (SPEC §9): `Intl.NumberFormat` with the currency's own minor digits.
 *
 * The rouble rule: "Russian theme with Russian language and currency 643 shows the rouble
 * sign". A *Russian theme* is a theme whose `russian` flag is set (tenant settings can set it;
 * none of the built-in tenants does), and the *Russian language* is a `lang` whose primary
 * subtag is `ru`. `ru` is not one of the seven UI languages, so `lang` here is the page's
 * configured language (settings.lang), not necessarily the UI language. Outside the rule RUB is
 * shown by its ISO code, so the sign appears only where the rule says (Intl's own 'ru' locale
 * would otherwise print ₽ on its own).
 */
import { CURRENCIES, DEFAULT_CURRENCY_ID, currencyById } from './currencies';

export const RUB_CURRENCY_ID = 643;

export interface MoneyContext {
  /** BCP 47 language of the page (e.g. 'de', 'en-US', 'ru'); invalid or missing → 'en'. */
  lang?: string | null;
  /** The resolved theme, or just its Russian flag. */
  theme?: { russian?: boolean } | null;
}

/** SPEC §9: 643 + Russian theme + Russian language → the rouble sign. */
export function showsRoubleSign(currencyId: number, { lang, theme }: MoneyContext = {}): boolean {
  return currencyId === RUB_CURRENCY_ID && theme?.russian === true && primaryLanguage(lang) === 'ru';
}

/**
 * `29.9, 978, { lang: 'de' }` → '29,90 €'. Never throws: an unknown currency id is shown as
 * 978 (EUR), an unusable language as 'en', and a non-finite amount as '' (an empty price is
 * better than "€NaN").
 */
export function formatMoney(amount: number, currencyId: number, context: MoneyContext = {}): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const id = currencyId in CURRENCIES ? currencyId : DEFAULT_CURRENCY_ID;
  const currency = currencyById(id);
  const rouble = showsRoubleSign(id, context);
  const display: Intl.NumberFormatOptions['currencyDisplay'] = rouble
    ? 'narrowSymbol'
    : id === RUB_CURRENCY_ID
      ? 'code'
      : 'symbol';
  const locale = rouble ? 'ru-RU' : (context.lang ?? 'en');
  return formatter(locale, currency.code, currency.digits, display).format(amount);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  locale: string,
  currency: string,
  digits: number,
  currencyDisplay: Intl.NumberFormatOptions['currencyDisplay'],
): Intl.NumberFormat {
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

function primaryLanguage(lang: string | null | undefined): string {
  return typeof lang === 'string' ? (lang.split(/[-_]/)[0] ?? '').toLowerCase() : '';
}
