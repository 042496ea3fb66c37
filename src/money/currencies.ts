/**
 * ISO 4217 currencies by numeric id (CONTRACT.md "Money"; PRODUCT.md §constants-money: 978 by
 * default, 840 on the US variant, 643 with the Russian theme), with their minor-unit digits so
 * money is shown with the currency's own digits. Shared by money formatting and analytics.
 */
export interface Currency {
  /** ISO 4217 alphabetic code. */
  code: string;
  /** ISO 4217 minor unit: digits after the decimal separator. */
  digits: number;
}

export const DEFAULT_CURRENCY_ID = 978;

export const CURRENCIES: Readonly<Record<number, Currency>> = {
  978: { code: 'EUR', digits: 2 },
  840: { code: 'USD', digits: 2 },
  643: { code: 'RUB', digits: 2 },
  826: { code: 'GBP', digits: 2 },
  203: { code: 'CZK', digits: 2 },
  985: { code: 'PLN', digits: 2 },
  933: { code: 'BYN', digits: 2 },
  756: { code: 'CHF', digits: 2 },
  392: { code: 'JPY', digits: 0 },
  414: { code: 'KWD', digits: 3 },
};

/** Id → alphabetic code, for callers that need only the code (analytics). */
export const CURRENCY_CODES: Readonly<Record<number, string>> = Object.fromEntries(Object.entries(CURRENCIES).map(([id, currency]) => [id, currency.code]));

/** The currency of a numeric id; unknown ids fall back to EUR (id 978). */
export const currencyById = (currencyId: number): Currency => CURRENCIES[currencyId] ?? (CURRENCIES[DEFAULT_CURRENCY_ID] as Currency);

/** The alphabetic code of a numeric currency id; unknown ids fall back to EUR (id 978). */
export const currencyCode = (currencyId: number): string => currencyById(currencyId).code;
