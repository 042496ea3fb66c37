/**
 * The footer (PRODUCT.md §shell-footer): feedback, language switcher, copyright and the legal
 * links.
 */
import { LANGUAGE_OPTIONS, type Language } from '../../src/i18n/languages';
import { IMPRESSUM, shopPath } from '../../src/links/shop-paths';
import { useT } from '../../src/runtime/WidgetRoot';
import { ASSETS } from './constants';

export interface FooterProps {
  brand: string;
  languages: Language[] | null;
  lang: Language;
  onLanguage: (lang: Language) => void;
  /** The external feedback form; '' leaves the feedback item out. */
  feedbackUrl: string;
  onFeedback: () => void;
  onNavigate: (href: string) => void;
}

export function Footer({ brand, languages, lang, onLanguage, feedbackUrl, onFeedback, onNavigate }: FooterProps) {
  const { t } = useT();
  return (
    <footer className="rl-footer" part="footer">
      {feedbackUrl ? (
        <a className="rl-button rl-button--secondary" href={feedbackUrl} target="_blank" rel="noopener noreferrer" onClick={onFeedback}>
          {t('footer.feedback')} <span className="rl-visually-hidden">({t('common.opensInNewTab')})</span>
        </a>
      ) : null}
      {languages ? (
        <label className="rl-footer__lang">
          <span>{t('language.label')}</span>
          <select value={lang} onChange={(e) => onLanguage((e.currentTarget as HTMLSelectElement).value as Language)}>
            {LANGUAGE_OPTIONS.filter((o) => languages.includes(o.id)).map((o) => (
              <option key={o.id} value={o.id} lang={o.id}>
                {o.text}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <p className="rl-footer__legal">
        {t('footer.copyright', { year: new Date().getFullYear(), brand })}{' '}
        <a href={ASSETS.privacy} target="_blank" rel="noopener">
          {t('footer.privacy')}
        </a>{' '}
        <a href={lang === 'de' ? ASSETS.termsDe : ASSETS.termsOther} target="_blank" rel="noopener">
          {t('footer.terms')}
        </a>{' '}
        <a
          href={shopPath(IMPRESSUM)}
          onClick={(e) => {
            e.preventDefault();
            onNavigate(shopPath(IMPRESSUM));
          }}
        >
          {t('footer.legalNotice')}
        </a>
      </p>
    </footer>
  );
}
