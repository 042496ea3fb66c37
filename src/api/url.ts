/**
 * How the platform's URLs are made (PRODUCT.md §calls-general): kept free of every dependency, so
 * the hosted shop's boot script builds the same URLs as the API client without loading it
 * (early.ts).
 */
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

/** Path segment from an id, safe for any string the server handed out. */
export const seg = (id: string | number): string => encodeURIComponent(String(id));
