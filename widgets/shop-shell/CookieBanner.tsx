/**
 * PRODUCT.md §shell-cookie: the cookie notice until the visitor clicks 'Got It' (then
 * cookie_gdpr=true, 365 days).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../src/runtime/WidgetRoot';
import { ASSETS } from './constants';
import { giveCookieConsent, hasCookieConsent } from './cookie-consent';

export function CookieBanner() {
  const { t } = useT();
  const [visible, setVisible] = useState(() => !hasCookieConsent());
  const banner = useRef<HTMLElement>(null);
  useKeepFocusAbove(visible ? banner : null);
  if (!visible) return null;
  return (
    <section ref={banner} className="rl-cookie" part="cookie-banner" aria-label={t('cookie.moreInfo')}>
      <p>
        {t('cookie.text')}{' '}
        <a href={ASSETS.cookies} target="_blank" rel="noopener">
          {t('cookie.moreInfo')}
        </a>
      </p>
      <button
        type="button"
        className="rl-button rl-button--primary"
        onClick={() => {
          giveCookieConsent();
          setVisible(false);
        }}
      >
        {t('cookie.accept')}
      </button>
    </section>
  );
}

/**
 * The notice sticks to the bottom of the screen: while it shows, the page's scroll padding keeps
 * what the keyboard focuses (or a link scrolls to) above it, never under it (WCAG 2.2 2.4.11,
 * focus not obscured) — the checkout's Pay button on a phone, say. Set through the CSSOM,
 * which a strict Content-Security-Policy allows.
 */
function useKeepFocusAbove(banner: { current: HTMLElement | null } | null): void {
  useLayoutEffect(() => {
    const element = banner?.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      root.scrollPaddingBottom = `${element.offsetHeight + 2 * parseFloat(getComputedStyle(element).marginBottom || '0')}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.scrollPaddingBottom = '';
    };
  }, [banner]);
}
