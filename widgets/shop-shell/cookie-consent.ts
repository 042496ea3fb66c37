/**
 * The cookie banner's consent (PRODUCT.md §shell-cookie): cookie `cookie_gdpr=true` for 365 days.
 */
import { COOKIE_DAYS, COOKIE_NAME } from './constants';

export function hasCookieConsent(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(/;\s*/).some((pair) => pair === `${COOKIE_NAME}=true`);
}

export function cookieConsentString(now = Date.now()): string {
  const expires = new Date(now + COOKIE_DAYS * 24 * 60 * 60 * 1000).toUTCString();
  return `${COOKIE_NAME}=true; expires=${expires}; path=/; SameSite=Lax`;
}

export function giveCookieConsent(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox ESR and older Safari, which the widgets support
  document.cookie = cookieConsentString();
}
