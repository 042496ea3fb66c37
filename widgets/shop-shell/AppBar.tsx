/**
 * The app bar (PRODUCT.md §shell-app-bar): menu, back, logo and cart on every screen; on desktop
 * also the main menu, the language picker and the profile (only with single sign-on).
 */
import type { ReactNode } from 'react';
import type { Language } from '../../src/i18n/languages';
import { useT } from '../../src/runtime/WidgetRoot';
import type { MenuItemId } from '../../src/theme';
import { LanguagePicker } from './LanguagePicker';
import { MenuLinks } from './MenuLinks';
import type { MenuEntry } from './menu';
import type { Viewport } from './use-viewport';

export interface AppBarProps {
  viewport: Viewport;
  logo: string;
  brand: string;
  /** The theme centres the logo on desktop too. */
  alignLogoCenter: boolean;
  showBack: boolean;
  showProfile: boolean;
  languages: Language[] | null;
  lang: Language;
  entries: MenuEntry[];
  active: MenuItemId | null;
  onMenu: () => void;
  onBack: () => void;
  onHome: () => void;
  onProfile: () => void;
  onNavigate: (href: string) => void;
  onLanguage: (lang: Language) => void;
  /** The cart button: the cart-drawer widget, slotted in by the page. */
  cart: ReactNode;
}

export function AppBar(props: AppBarProps) {
  const { t } = useT();
  const desktop = props.viewport === 'desktop';
  const centred = !desktop || props.alignLogoCenter;
  const nav = (
    <nav className="rl-bar__nav" aria-label={t('shell.mainMenu')}>
      <MenuLinks entries={props.entries} active={props.active} onPick={props.onNavigate} orientation="horizontal" />
    </nav>
  );
  return (
    <header className={`rl-bar${centred ? ' rl-bar--centred' : ''}`} part="app-bar">
      <div className="rl-bar__start">
        {!desktop ? (
          <button type="button" className="rl-icon-button" aria-label={t('shell.openMenu')} onClick={props.onMenu}>
            <span aria-hidden="true">☰</span>
          </button>
        ) : null}
        {props.showBack ? (
          <button type="button" className="rl-icon-button" aria-label={t('shell.back')} onClick={props.onBack}>
            <span aria-hidden="true">←</span>
          </button>
        ) : null}
        {/* A centred logo keeps the main menu on its left, so the logo sits in the middle. */}
        {desktop && centred ? nav : null}
      </div>
      <a
        href="/"
        className="rl-bar__logo"
        part="logo"
        onClick={(e) => {
          e.preventDefault();
          props.onHome();
        }}
      >
        <img src={props.logo} alt={t('shell.logoAlt', { name: props.brand })} height={32} />
      </a>
      {desktop && !centred ? nav : null}
      <div className="rl-bar__end">
        {desktop && props.languages ? <LanguagePicker languages={props.languages} current={props.lang} onPick={props.onLanguage} /> : null}
        {desktop && props.showProfile ? (
          <button type="button" className="rl-icon-button" aria-label={t('shell.profile')} onClick={props.onProfile}>
            <span aria-hidden="true">👤</span>
          </button>
        ) : null}
        {props.cart}
      </div>
    </header>
  );
}
