/**
 * How the platform's requests are addressed (PRODUCT.md §calls-general): their URLs and the
 * headers every call starts with. Kept free of every dependency, so the hosted shop's boot script
 * makes the same requests as the API client without loading it (early.ts, public-reads.ts).
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
 * Marks an id refused as a path segment (ARCHITECTURE.md §security): the client answers such a
 * call itself and never sends it. A raw NUL never comes out of encodeURIComponent.
 */
export const REFUSED_SEGMENT = '\u0000';

/** Path segment from an id, encoded; `.`, `..` and ids with separators are refused (isPathId). */
export function seg(id: string | number): string {
  const text = String(id);
  return isPathId(text) ? encodeURIComponent(text) : REFUSED_SEGMENT;
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
