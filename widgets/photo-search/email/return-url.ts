/**
 * Where the confirmation link in the e-mail leads: the shop's /competitors/verify; on an
 * organizer's page without a configured shop, back to this page (the widget there finishes
 * the verification when it finds `token` and `eventId` in the address).
 */
import { readPageConfig } from '../../../src/config';
import { isWebAddress } from '../../../src/links/safe-url';
import { shopHref, shopPath, VERIFY_EMAIL } from '../../../src/links/shop-paths';

export function verifyReturnUrl(): string {
  const href = shopHref(shopPath(VERIFY_EMAIL));
  if (isWebAddress(href) && (readPageConfig().shopUrl || readPageConfig().shopRouter)) return href;
  return typeof location === 'undefined' ? href : location.origin + location.pathname;
}
