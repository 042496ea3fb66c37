/** Field rules shared by the forms (PRODUCT.md §validation). Each returns null or a message key. */
import type { MessageKey } from './message-key';

export const isBlank = (value: string | null | undefined): boolean => !value?.trim();

/** The value is present; else `key`. */
export const required = (value: string | null | undefined, key: MessageKey): MessageKey | null => (isBlank(value) ? key : null);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** Required, then shaped like an address. */
export const email = (value: string | null | undefined, keys: { required: MessageKey; invalid: MessageKey }): MessageKey | null =>
  isBlank(value) ? keys.required : isEmail(value as string) ? null : keys.invalid;

/** PRODUCT.md §validation-phone, PRODUCT.md §constants-limits: digits only, 7–20 of them. */
export const PHONE = /^\d{7,20}$/;
export const phone = (value: string | null | undefined): MessageKey | null =>
  isBlank(value) ? 'validation.phoneRequired' : PHONE.test((value as string).trim()) ? null : 'validation.phoneInvalid';

/**
 * PRODUCT.md §validation-personal-code: exactly five characters, digits and Latin letters, printed
 * on the bib.
 */
export const PERSONAL_CODE = /^[A-Za-z0-9]{5}$/;
export const personalCode = (value: string | null | undefined): MessageKey | null =>
  isBlank(value) ? 'validation.personalCodeRequired' : PERSONAL_CODE.test((value as string).trim()) ? null : 'validation.personalCodeFormat';
