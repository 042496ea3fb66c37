import { describe, expect, it } from 'vitest';
import { birthDate, parseBirthDate, toIsoDate } from '../../../src/validation/birth-date';
import { email, personalCode, phone, required } from '../../../src/validation/rules';
import { validateBibSearch, validateSearchEmail } from '../../../src/validation/search';

const today = new Date(2025, 5, 15); // 15 June 2025

describe('field rules', () => {
  it('required: blank or whitespace fails with the given key', () => {
    expect(required('', 'validation.bibRequired')).toBe('validation.bibRequired');
    expect(required('   ', 'validation.bibRequired')).toBe('validation.bibRequired');
    expect(required(undefined, 'validation.bibRequired')).toBe('validation.bibRequired');
    expect(required('12', 'validation.bibRequired')).toBeNull();
  });

  it('personal code: required, then exactly five Latin letters or digits', () => {
    expect(personalCode('')).toBe('validation.personalCodeRequired');
    expect(personalCode('Ab12Z')).toBeNull();
    expect(personalCode(' 12345 ')).toBeNull();
    for (const bad of ['1234', '123456', 'ab-12', 'äbc12', 'ab 12', 'абвгд']) {
      expect(personalCode(bad), bad).toBe('validation.personalCodeFormat');
    }
  });

  it('phone: required, then digits only, 7 to 20 of them', () => {
    expect(phone('')).toBe('validation.phoneRequired');
    expect(phone('1234567')).toBeNull();
    expect(phone('1'.repeat(20))).toBeNull();
    expect(phone('123456')).toBe('validation.phoneInvalid');
    expect(phone('1'.repeat(21))).toBe('validation.phoneInvalid');
    expect(phone('+3712345678')).toBe('validation.phoneInvalid');
    expect(phone('371 2345 678')).toBe('validation.phoneInvalid');
  });

  it('email: required key, then format key', () => {
    const keys = { required: 'validation.emailRequired', invalid: 'validation.emailInvalid' } as const;
    expect(email('', keys)).toBe('validation.emailRequired');
    expect(email('ann@example', keys)).toBe('validation.emailInvalid');
    expect(email('ann example.com', keys)).toBe('validation.emailInvalid');
    expect(email('ann@example.com', keys)).toBeNull();
  });
});

describe('birth date (DD/MM/YYYY)', () => {
  it('is required', () => {
    expect(birthDate('', today)).toBe('validation.birthDateRequired');
  });

  it('accepts a real past day', () => {
    expect(birthDate('29/02/2000', today)).toBeNull();
    expect(birthDate('15/06/2025', today)).toBeNull();
  });

  it.each(['1990-12-31', '31/12/90', '1/2/1990', '31/04/1990', '29/02/2001', '00/01/1990', '12/13/1990', '16/06/2025', '01/01/1899'])(
    'rejects %s as not a correct date',
    (value) => {
      expect(birthDate(value, today)).toBe('validation.birthDateInvalid');
    },
  );

  it('converts to YYYY-MM-DD', () => {
    expect(toIsoDate('31/12/1990')).toBe('1990-12-31');
    expect(toIsoDate('05/03/2001')).toBe('2001-03-05');
    expect(toIsoDate('31/02/2001')).toBeNull();
    expect(parseBirthDate('31/12/1990')?.getUTCDate()).toBe(31);
  });
});

describe('bib search form', () => {
  it('always requires the bib number', () => {
    expect(validateBibSearch({ number: '', surname: 'Lee' }, 'surname')).toEqual({ number: 'validation.bibRequired' });
  });

  it('asks the second factor the event uses, and only that one', () => {
    expect(validateBibSearch({ number: '7' }, 'surname')).toEqual({ surname: 'validation.surnameRequired' });
    expect(validateBibSearch({ number: '7' }, 'personalCode')).toEqual({ personalCode: 'validation.personalCodeRequired' });
    expect(validateBibSearch({ number: '7', personalCode: 'abc' }, 'personalCode')).toEqual({ personalCode: 'validation.personalCodeFormat' });
    expect(validateBibSearch({ number: '7' }, 'birthDate', today)).toEqual({ birthDate: 'validation.birthDateRequired' });
    expect(validateBibSearch({ number: '7', birthDate: '31/02/1990' }, 'birthDate', today)).toEqual({ birthDate: 'validation.birthDateInvalid' });
    expect(validateBibSearch({ number: '7', surname: 'Lee' }, 'surname')).toEqual({});
    expect(validateBibSearch({ number: '7' }, 'email')).toEqual({});
  });

  it('e-mail search: required, then format', () => {
    expect(validateSearchEmail('')).toBe('validation.searchEmailRequired');
    expect(validateSearchEmail('nope')).toBe('validation.searchEmailInvalid');
    expect(validateSearchEmail('ann@example.com')).toBeNull();
  });
});
