/**
 * The menu drawer (PRODUCT.md §shell-drawer): logo, the menu, the services list, languages, bug
 * report.
 */
import { LANGUAGE_OPTIONS, type Language } from '../../src/i18n/languages';
import { useT } from '../../src/runtime/WidgetRoot';
import type { MenuItemId } from '../../src/theme';
import { Dialog } from '../../src/ui/Dialog';
import { Flag } from './Flag';
import { MenuLinks } from './MenuLinks';
import type { MenuEntry } from './menu';

export interface DrawerProps {
  open: boolean;
  logo: string;
  brand: string;
  entries: MenuEntry[];
  active: MenuItemId | null;
  languages: Language[] | null;
  lang: Language;
  onClose: () => void;
  onNavigate: (href: string) => void;
  onLanguage: (lang: Language) => void;
  /** The sports-events service's address; '' leaves the item out. */
  eventsServiceUrl: string;
  /** The external feedback form; '' leaves the bug-report item out. */
  feedbackUrl: string;
  onReportBug: () => void;
}

export function Drawer(props: DrawerProps) {
  const { t } = useT();
  return (
    <Dialog open={props.open} title={t('shell.mainMenu')} closeLabel={t('shell.closeMenu')} onClose={props.onClose} placement="side">
      <img className="rl-drawer__logo" src={props.logo} alt={t('shell.logoAlt', { name: props.brand })} height={40} />
      <nav aria-label={t('shell.mainMenu')}>
        <MenuLinks entries={props.entries} active={props.active} onPick={props.onNavigate} orientation="vertical" />
      </nav>
      <h3 className="rl-drawer__heading">{t('shell.services')}</h3>
      <ul className="rl-menu rl-menu--vertical">
        {props.eventsServiceUrl ? (
          <li>
            <a className="rl-menu__link" href={props.eventsServiceUrl} target="_blank" rel="noopener noreferrer">
              {t('shell.serviceEvents')} <span className="rl-visually-hidden">({t('common.opensInNewTab')})</span>
            </a>
          </li>
        ) : null}
        <li>
          <span className="rl-menu__link" aria-current="true">
            {t('shell.servicePhoto')}
          </span>
        </li>
      </ul>
      {props.languages ? (
        <>
          <h3 className="rl-drawer__heading">{t('language.choose')}</h3>
          <ul className="rl-menu rl-menu--vertical">
            {LANGUAGE_OPTIONS.filter((o) => props.languages!.includes(o.id)).map((o) => (
              <li key={o.id}>
                <button
                  type="button"
                  lang={o.id}
                  className="rl-menu__link rl-menu__button"
                  aria-current={o.id === props.lang ? 'true' : undefined}
                  onClick={() => props.onLanguage(o.id)}
                >
                  <Flag lang={o.id} /> {o.text}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {props.feedbackUrl ? (
        <a className="rl-button rl-button--ghost" href={props.feedbackUrl} target="_blank" rel="noopener noreferrer" onClick={props.onReportBug}>
          {t('shell.reportBug')} <span className="rl-visually-hidden">({t('common.opensInNewTab')})</span>
        </a>
      ) : null}
    </Dialog>
  );
}
