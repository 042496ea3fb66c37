import type { ApiError } from './reply';
import { validationFailed } from './reply';

/**
 * Field checks for request bodies and queries. Each failure is the contract's
 * 400 ValidationFailed with the field named in the message, as the real services answer.
 */
export type Fields = Record<string, unknown>;

export function objectBody(body: unknown, what = 'body'): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFailed(what, 'a JSON object is required');
  }
  return body as Fields;
}

export function requiredString(fields: Fields, key: string, max = 500): string {
  const value = fields[key];
  if (typeof value !== 'string' || value.trim() === '') throw validationFailed(key, 'is required');
  if (value.length > max) throw validationFailed(key, `must be at most ${max} characters`);
  return value.trim();
}

export function optionalString(fields: Fields, key: string, max = 2000): string | undefined {
  const value = fields[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw validationFailed(key, 'must be a string');
  if (value.length > max) throw validationFailed(key, `must be at most ${max} characters`);
  return value.trim();
}

/** Ids may be numbers or strings on the wire; inside the sandbox they are compared as text. */
export function requiredId(fields: Fields, key: string): string {
  const value = fields[key];
  if ((typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value))) {
    return String(value).trim();
  }
  throw validationFailed(key, 'is required (a string or a number)');
}

export function optionalId(fields: Fields, key: string): string | undefined {
  return fields[key] === undefined || fields[key] === null ? undefined : requiredId(fields, key);
}

export function requiredIdList(fields: Fields, key: string): string[] {
  const value = fields[key];
  if (!Array.isArray(value) || value.length === 0) throw validationFailed(key, 'must be a non-empty list');
  return value.map((_, i) => requiredId(value as unknown as Fields, String(i)));
}

export function requiredBoolean(fields: Fields, key: string): boolean {
  const value = fields[key];
  if (typeof value !== 'boolean') throw validationFailed(key, 'must be true or false');
  return value;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A URL the sandbox may send a browser to: http(s) only, never javascript: or data:. */
export function requiredHttpUrl(value: string | undefined, key: string): string {
  if (!value) throw validationFailed(key, 'is required');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw validationFailed(key, 'must be an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw validationFailed(key, 'must be an http(s) URL');
  return url.toString();
}

/** A query parameter that must be present. */
export function requiredQuery(query: URLSearchParams, key: string): string {
  const value = query.get(key)?.trim();
  if (!value) throw validationFailed(key, 'is required');
  return value;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export const COMPANY_REQUIRED = 'a business card payment needs the company name and VAT number';

// A type alias, not an interface: it must fit the wire Customer's loose object.
export type Company = { name: string; vatNumber: string; address?: string };

/**
 * The company of a business-card payment (PRODUCT.md §validation-business-card: name and VAT data),
 * from a cart's customer or a payment request. Absent is `null`; incomplete fails with the caller's
 * own error.
 */
export function readCompany(value: unknown, fail: (message: string) => ApiError): Company | null {
  if (value === undefined || value === null) return null;
  const fields = (typeof value === 'object' && !Array.isArray(value) ? value : {}) as Fields;
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string).trim() : '');
  const [name, vatNumber, address] = [text('name'), text('vatNumber'), text('address')];
  if (!name || !vatNumber) throw fail(COMPANY_REQUIRED);
  return { name: name.slice(0, 200), vatNumber: vatNumber.slice(0, 50), ...(address ? { address: address.slice(0, 500) } : {}) };
}
