/**
 * PRODUCT.md §constants-money: the currency's digits, 978 by default, 840 for the US, the rouble
 * rule.
 */
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, currencyById, currencyCode } from '../../src/money/currencies';
import { formatMoney, showsRoubleSign } from '../../src/money/format';

/** Intl separates with no-break and narrow no-break spaces; compare with plain ones. */
const money = (...args: Parameters<typeof formatMoney>) => formatMoney(...args).replace(/\s/g, ' ');

describe('currencies', () => {
  it('map ISO 4217 numeric ids to codes and minor digits', () => {
    expect(currencyById(978)).toEqual({ code: 'EUR', digits: 2 });
    expect(currencyById(840)).toEqual({ code: 'USD', digits: 2 });
    expect(currencyById(643)).toEqual({ code: 'RUB', digits: 2 });
    expect(currencyById(826)).toEqual({ code: 'GBP', digits: 2 });
    expect(currencyById(203)).toEqual({ code: 'CZK', digits: 2 });
    expect(currencyById(985)).toEqual({ code: 'PLN', digits: 2 });
    expect(currencyById(933)).toEqual({ code: 'BYN', digits: 2 });
    expect(currencyById(392)).toEqual({ code: 'JPY', digits: 0 });
    expect(currencyById(414)).toEqual({ code: 'KWD', digits: 3 });
  });

  it('fall back to EUR for an unknown id', () => {
    expect(currencyById(1)).toEqual({ code: 'EUR', digits: 2 });
    expect(currencyCode(999)).toBe('EUR');
  });

  it('keep the code table that analytics reads in step', () => {
    expect(CURRENCY_CODES[840]).toBe('USD');
    expect(Object.keys(CURRENCY_CODES)).toEqual(Object.keys(CURRENCIES));
  });
});

describe('formatMoney', () => {
  it('formats EUR (the default 978) per language', () => {
    expect(money(1234.5, 978, { lang: 'en' })).toBe('€1,234.50');
    expect(money(1234.5, 978, { lang: 'de' })).toBe('1.234,50 €');
    expect(money(29.9, 978, { lang: 'es' })).toBe('29,90 €');
    expect(money(29.9, 978, { lang: 'el' })).toBe('29,90 €');
    expect(money(29.9, 978, { lang: 'sk' })).toBe('29,90 €');
    expect(money(29.9, 978, { lang: 'it' })).toBe('29,90 €');
    expect(money(29.9, 978, { lang: 'cs' })).toBe('29,90 €');
  });

  it('defaults to English formatting', () => {
    expect(money(5, 978)).toBe('€5.00');
  });

  it('formats USD (840, the US variant)', () => {
    expect(money(19, 840, { lang: 'en' })).toBe('$19.00');
    expect(money(19, 840, { lang: 'en-US' })).toBe('$19.00');
  });

  it('uses the currency digits: always 2 for EUR, 0 for JPY, 3 for KWD', () => {
    expect(money(10, 978, { lang: 'en' })).toBe('€10.00');
    expect(money(10.456, 978, { lang: 'en' })).toBe('€10.46');
    expect(money(1234.5, 392, { lang: 'en' })).toBe('¥1,235');
    expect(money(1.2345, 414, { lang: 'en' })).toBe('KWD 1.235');
  });

  it('formats CZK and other currencies with their local symbol', () => {
    expect(money(250, 203, { lang: 'cs' })).toBe('250,00 Kč');
    expect(money(12, 826, { lang: 'en' })).toBe('£12.00');
  });

  it('formats negative amounts (discounts)', () => {
    expect(money(-5, 978, { lang: 'en' })).toBe('-€5.00');
  });

  it('shows an unknown currency as 978 without throwing', () => {
    expect(money(7, 12345, { lang: 'en' })).toBe('€7.00');
  });

  it('survives a malformed language tag', () => {
    expect(money(7, 978, { lang: 'not a locale!!' })).toBe('€7.00');
  });

  it('gives an empty string for an amount that is not a number', () => {
    expect(formatMoney(Number.NaN, 978)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 978)).toBe('');
    expect(formatMoney(undefined as unknown as number, 978)).toBe('');
  });
});

describe('the rouble rule', () => {
  it('amounts in 643 show ₽, never the code RUB, in every UI language (and in Russian)', () => {
    const expected: Record<string, string> = {
      en: '₽1,234.50',
      es: '1234,50 ₽',
      de: '1.234,50 ₽',
      el: '1.234,50 ₽',
      sk: '1 234,50 ₽',
      it: '1234,50 ₽',
      cs: '1 234,50 ₽',
      ru: '1 234,50 ₽',
    };
    for (const [lang, text] of Object.entries(expected)) {
      expect(money(1234.5, 643, { lang }), lang).toBe(text);
      expect(formatMoney(1234.5, 643, { lang }), lang).not.toContain('RUB');
    }
    expect(showsRoubleSign(643)).toBe(true);
  });

  it('other currencies keep their own sign', () => {
    expect(money(1234.5, 978, { lang: 'de' })).toBe('1.234,50 €');
    expect(showsRoubleSign(978)).toBe(false);
  });
});
