/**
 * PRODUCT.md §validation-birth-date: birth dates are typed DD/MM/YYYY and sent as YYYY-MM-DD
 * (CONTRACT.md TokenRequest).
 */
import type { MessageKey } from './message-key';
import { isBlank } from './rules';

const DDMMYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** No participant was born before this; it catches typos such as 0990. */
const MIN_YEAR = 1900;

/** The date as UTC midnight when it is a real calendar day, else null. */
export function parseBirthDate(value: string): Date | null {
  const m = DDMMYYYY.exec(value.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over to March: a real day maps back to the same parts.
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/** Required; then DD/MM/YYYY, a real day, from 1900 up to today. */
export function birthDate(value: string | null | undefined, today: Date = new Date()): MessageKey | null {
  if (isBlank(value)) return 'validation.birthDateRequired';
  const date = parseBirthDate(value as string);
  if (!date || date.getUTCFullYear() < MIN_YEAR) return 'validation.birthDateInvalid';
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() > todayUtc ? 'validation.birthDateInvalid' : null;
}

/** DD/MM/YYYY → YYYY-MM-DD, or null when it is not a real day. */
export function toIsoDate(value: string): string | null {
  return parseBirthDate(value)?.toISOString().slice(0, 10) ?? null;
}
