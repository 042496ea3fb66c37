export { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY_ID, currencyById, currencyCode } from './currencies';
export type { Currency } from './currencies';
export { RUB_CURRENCY_ID, formatMoney, showsRoubleSign } from './format';
export type { MoneyContext } from './format';
