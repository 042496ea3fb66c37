/**
 * How the platform's requests are addressed (PRODUCT.md §calls-general): their URLs and the
 * headers every call starts with. Kept free of every dependency, so the hosted shop's boot script
 * makes the same requests as the API client without loading it (early.ts, services/public-reads.ts).
 */
import { isPathId } from '../links/safe-url';

export type Query = Record<string, string | number | boolean | null | undefined>;

/** The root of a service's calls: `{base}/public/{service}/api/v1`. */
export const serviceRoot = (baseUrl: string, service: string): string => `${baseUrl.replace(/\/+$/, '')}/public/${service}/api/v1`;

/** Adds the query; empty values are dropped so optional filters never reach the server as "undefined". */
export function withQuery(url: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/**
 * Path segment from an id, encoded. An id that is no segment (`.`, `..`, one with a separator:
 * isPathId) is refused: the segment names nothing instead (`%00`, which no server resolves to a
 * resource), so an order id `..` never reaches the service's root (ARCHITECTURE.md §security).
 */
export function seg(id: string | number): string {
  const text = String(id);
  return isPathId(text) ? encodeURIComponent(text) : '%00';
}

/** A GET below a service's root. */
export interface Read {
  path: string;
  query?: Query;
}

/** Where a call below `service`'s root goes on the platform at `baseUrl`. */
export const readUrl = (baseUrl: string, service: string, read: Read): string => withQuery(serviceRoot(baseUrl, service) + read.path, read.query);

/** The headers every platform call starts with: JSON answers (files excepted), in the page's language. */
export function baseHeaders(lang: string | null | undefined, json = true): Record<string, string> {
  const headers: Record<string, string> = {};
  if (json) headers.Accept = 'application/json';
  // Letters, digits and `-` only (`de`, `de-AT`): anything else may not go into a header, and
  // the browser would refuse the whole call.
  if (lang && /^[\w-]+$/.test(lang)) headers['Accept-Language'] = lang;
  return headers;
}
