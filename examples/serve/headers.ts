/**
 * The security headers the example servers send, as a shop in production should (README,
 * "Serving dist/", security headers): no content sniffing, the origin only as `Referer` (the
 * e-mail confirmation code travels in an address, PRODUCT.md §routes-search-verify-email), no
 * framing of the shop (its checkout must not be clickjacked), the camera only for pages with the
 * face search, and a Content-Security-Policy the shop passes.
 */

import { createHash } from 'node:crypto';
import { roomStyle } from '../../src/embed/snippet';
import { embedRooms } from '../../widgets/embed-widgets';

/** On every answer of every server. */
export const baseHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin',
};

/** Browser features a page may use: the camera only where the face search runs, on the page itself. */
export const permissionsPolicy = (camera: boolean): string =>
  [`camera=${camera ? '(self)' : '()'}`, 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'display-capture=()'].join(', ');

/** Whether an HTML page holds a widget that may open the camera (the face search of photo search). */
export const needsCamera = (html: string): boolean => /<racelens-(photo-search|shop)\b/.test(html);

/**
 * The hosted shop's policy: scripts from itself and the SDK's CDN only (no inline script, no
 * eval); styles from itself (the widgets adopt constructed stylesheets, which need no source) and
 * the pasted snippet's rooms, by their hash (the embed builder's preview holds the snippet);
 * data from the API and the CDN (translations); photos and videos from the API; `identity` lists
 * the origins of a single sign-on provider (frames and token calls); framed by no other site.
 */
/** The CSP hash of the snippet's `<style>` (src/embed/snippet.ts), as the README gives it. */
export const roomsStyleHash = `'sha256-${createHash('sha256').update(roomStyle(embedRooms)).digest('base64')}'`;

export function shopCsp(cdn: string, api: string, identity: readonly string[] = []): string {
  const sso = identity.join(' ');
  return [
    "default-src 'self'",
    // WebAssembly for the face search's detector (docs/ARCHITECTURE.md §face-check); no eval of strings.
    `script-src 'self' ${cdn} 'wasm-unsafe-eval'`,
    `style-src 'self' ${roomsStyleHash}`,
    `connect-src 'self' ${cdn} ${api} ${sso}`,
    `img-src 'self' ${api} data: blob:`,
    `media-src 'self' ${api} blob:`,
    `font-src 'self' ${cdn}`,
    `frame-src 'self' ${sso}`,
    `form-action 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    // Only the shop itself may frame its pages (the sign-in's silent check), never another site.
    "frame-ancestors 'self'",
  ]
    .map((directive) => directive.replace(/\s+$/, ''))
    .join('; ');
}
