/**
 * The one place that decides which addresses may be followed, loaded or shown. Addresses come
 * from the API, the page configuration, a host's event or a widget attribute: none is trusted
 * as it is (docs/ARCHITECTURE.md §security). Only http(s) pages are followed; images may also be
 * relative paths and raster or SVG data URIs; the pay page must be https or one of our origins.
 */

const WEB_PROTOCOLS = new Set(['https:', 'http:']);

/** An http(s) address, resolved against `base` when given (a relative one then counts), as its full href; else null. */
export function webUrl(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = base === undefined ? new URL(value) : new URL(value, base);
    return WEB_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether an address we built (a shop link) is absolute http(s), so that it leads somewhere off this page. */
export const isWebAddress = (href: string): boolean => /^https?:\/\//i.test(href);

/** A configured http(s) address as written (trimmed, no spaces inside), else null: links from settings open as they are. */
export function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null;
}

/**
 * A path of this site (`/order/42`): never a protocol-relative `//host`, nor `/\host`, which
 * browsers read the same way (a backslash is a slash in a web address), nor spaces.
 */
export const isShopPath = (value: string): boolean => /^\/(?![/\\])[^\s\\]*$/.test(value);

/**
 * A configured address (the shop, checkout, cart, back, feedback and events-service addresses, the
 * API): http(s) as written, or a path of this site; else null. `javascript:`, `data:`, `//host`
 * and `/\host` never pass (ARCHITECTURE.md §security).
 */
export function configuredAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return isShopPath(trimmed) ? trimmed : webAddress(trimmed);
}

/**
 * A configured link of an element (`checkout-url`, `cart-url`): http(s), or relative to this page
 * (`checkout.html`, `/cart`), as its full href; never `//host`, `/\host` or `\\host`, which leave
 * the site though they look like paths. Tabs and line breaks, which browsers drop, count too.
 */
export function pageLink(value: string | null | undefined, base: string): string | null {
  const text = (value ?? '').replace(/[\t\n\r]/g, '').trim();
  return /^[/\\]{2}/.test(text) ? null : webUrl(text, base);
}

/** `.` or `..`, also written with `%2e`: browsers resolve such a segment to this or the parent path. */
export const isDotSegment = (value: string): boolean => /^(\.|%2e){1,2}$/i.test(value);

/**
 * Whether an id may go into a path as one segment: not empty, no dot segment and no separator
 * (`/`, `\`, `?`, `#`). An order id `..` would otherwise name the service's root.
 */
export const isPathId = (id: string): boolean => id !== '' && !isDotSegment(id) && !/[/\\?#]/.test(id);

/**
 * Whether an image address from settings or a notification may go into `<img src>`: http(s),
 * root- or page-relative paths and raster/SVG data URIs; never `javascript:` or other schemes.
 */
export function isSafeImageUrl(url: string): boolean {
  const value = url.trim();
  if (value === '' || /[\s"'<>\\]/.test(value)) return false;
  if (/^data:image\/(svg\+xml|png|jpeg|gif|webp)[;,]/i.test(value)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'https' || scheme === 'http';
}

/** The origin of an address, or null when it is not one. */
export function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * The pay page must be a page we trust before the browser is sent there: https anywhere (the
 * provider's), or the same origin as the API or the shop (the sandbox's pay page over http).
 * Anything else (javascript:, data:, plain http elsewhere) is refused.
 */
export function isSafePayUrl(payUrl: string, trustedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(payUrl);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && trustedOrigins.some((o) => originOf(o) === url.origin);
}
