/** SPEC §2: the cookie notice until the visitor clicks 'Got It' (then cookie_gdpr=true, 365 days). */
import { useState } from 'react';
import { useT } from '../WidgetRoot';
import { ASSETS } from './constants';
import { giveCookieConsent, hasCookieConsent } from './cookie-consent';

export function CookieBanner() {
  const { t } = useT();
  const [visible, setVisible] = useState(() => !hasCookieConsent());
  if (!visible) return null;
  return (
    <section className="rl-cookie" part="cookie-banner" aria-label={t('cookie.moreInfo')}>
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
