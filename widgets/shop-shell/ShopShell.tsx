/**
 * The standalone shop's shell (PRODUCT.md §shell): app bar, drawer, footer, cookie banner,
 * notifications and the error snackbar around the route's content. The content is the shell's
 * light-DOM children (the same `racelens-*` widgets organizers paste), shown through its slot; the
 * cart button is the cart-drawer widget in the `cart` slot.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toLanguage } from '../../src/i18n/languages';
import { availableLanguages } from '../../src/i18n/select';
import { isWebAddress } from '../../src/links/safe-url';
import { HOME, MY_ACCOUNT, shopPath } from '../../src/links/shop-paths';
import { navigate } from '../../src/runtime/navigation';
import { getPage } from '../../src/runtime/page';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { type AppNotification, notificationsOf } from '../../src/store/notifications';
import { backButtonVisible } from '../../src/store/shell';
import { logosOf } from '../../src/theme/logos';
import { AppBar } from './AppBar';
import { CookieBanner } from './CookieBanner';
import { USER_RESET_MS } from './constants';
import { Drawer } from './Drawer';
import { ErrorSnackbar } from './ErrorSnackbar';
import { Footer } from './Footer';
import { activeMenuItem, menuEntries } from './menu';
import { Notifications } from './Notifications';
import { widgetsDefined } from './route-widgets';
import type { SignOn } from './sso';
import { useThemeReady } from './use-theme-ready';
import { useViewport } from './use-viewport';

export interface ShopShellProps {
  /** The current route's path, set by the shop page's router. */
  path?: string;
  onFeedback?: (detail: { path: string }) => void;
  /** Single sign-on could not reach the identity provider. */
  onError?: (detail: { step: 'sign-in'; code: 'SignInUnavailable' }) => void;
  /** A notification's confirm was pressed (its link, if any, is followed as well). */
  onNotificationConfirm?: (detail: { id: string | number }) => void;
}

export function ShopShellView({ path = '/', onFeedback, onError, onNotificationConfirm }: ShopShellProps) {
  const { t } = useT();
  const page = getPage();
  const { store } = page;
  const theme = useValue(page.theme);
  const settings = useValue(store.settings.settings);
  const shell = useValue(store.shell.state);
  const signedIn = useValue(store.session.signedIn);
  const eventsLoading = useValue(store.shell.eventsLoading);
  const viewport = useViewport();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const themeReady = useThemeReady();

  // PRODUCT.md §states-sso: the user is the signed-in e-mail, else the page's `email` query
  // parameter. PRODUCT.md §shell-startup: set at mount and again 1000 ms later, when a silent
  // sign-in has usually finished.
  useEffect(() => {
    const setUser = () => store.session.setUser(store.session.user.value ?? new URLSearchParams(location.search).get('email'));
    setUser();
    const timer = setTimeout(setUser, USER_RESET_MS);
    return () => clearTimeout(timer);
  }, []);

  // PRODUCT.md §states-sso: with single sign-on configured, a silent check-sso; /my-account sends a
  // signed-out visitor to sign in.
  const signOn = useRef<SignOn | null>(null);
  const [ssoChecked, setSsoChecked] = useState(!settings.openId);
  useEffect(() => {
    const openId = settings.openId;
    if (!openId) return;
    let alive = true;
    void import('./sso').then(async ({ checkSso }) => {
      const result = await checkSso(openId, store.session);
      if (alive) {
        signOn.current = result;
        setSsoChecked(true);
      }
    });
    const onSignIn = () => void signOn.current?.login();
    document.addEventListener('racelens:sign-in', onSignIn);
    return () => {
      alive = false;
      document.removeEventListener('racelens:sign-in', onSignIn);
    };
  }, [settings.openId?.realm, settings.openId?.clientId, settings.openId?.uri]);
  useEffect(() => {
    if (ssoChecked && signOn.current && !signedIn && path.startsWith('/my-account')) void signOn.current.login();
  }, [ssoChecked, signedIn, path]);
  // A sign-in the provider could not take is the host page's to know too, as an event (the way
  // Keycloak's and Auth0's SDKs tell their apps), besides the words on the account page.
  const signInUnavailable = useValue(store.session.signInUnavailable);
  useEffect(() => {
    if (signInUnavailable) onError?.({ step: 'sign-in', code: 'SignInUnavailable' });
  }, [signInUnavailable]);

  // A widget of the page that could not load (network, the 120 s chunk timeout) shows the
  // common error in the snackbar instead of leaving an empty screen; checked on mount and on every
  // route. Until the route's widgets are defined the route is loading.
  const [routeLoading, setRouteLoading] = useState(true);
  useEffect(() => {
    if (!main.current) return;
    // The route's elements are the light-DOM children of the shell's element.
    const host = (main.current.getRootNode() as Partial<ShadowRoot>).host;
    const { waiting, settled } = widgetsDefined(host, () => store.errors.push(t('common.error')));
    let alive = true;
    setRouteLoading(waiting);
    void settled.then(() => alive && setRouteLoading(false));
    return () => void (alive = false);
  }, [path, themeReady]);

  // Notifications come as `racelens:notify` events (from the host page or a widget):
  // PRODUCT.md §entities-notification fields. Listened for before the shell is first painted (a
  // layout effect): an effect runs after the paint, later still on a busy phone, and a page that
  // notifies as soon as it sees the shell would lose its message.
  useLayoutEffect(() => {
    const onNotify = (event: Event) => {
      const n = (event as CustomEvent<Partial<AppNotification>>).detail;
      if (n && (typeof n.id === 'string' || typeof n.id === 'number') && typeof n.title === 'string' && typeof n.text === 'string')
        notificationsOf(store).show(n as AppNotification);
    };
    document.addEventListener('racelens:notify', onNotify);
    return () => document.removeEventListener('racelens:notify', onNotify);
  }, []);

  // Remember the visited paths for the back button; hide notifications briefly on a route change.
  useEffect(() => {
    if (shell.history[shell.history.length - 1] !== path) store.shell.pushHistory(path);
    notificationsOf(store).hideBriefly();
  }, [path]);

  const isHome = path === '/';
  const entries = menuEntries(theme.showMobileMenuItems, { signedIn: signedIn && !theme.isUS });
  const active = activeMenuItem(entries, path);
  const languages = theme.showLanguageSelector ? availableLanguages(theme.languages) : null;
  const lang = toLanguage(settings.lang) ?? 'en';
  const brand = settings.tenantName || theme.name;
  const go = (href: string) => {
    window.scrollTo(0, 0);
    setMenuOpen(false);
    navigate(href, { replace: true });
  };
  const back = () => {
    if (isHome && settings.backURL && isWebAddress(settings.backURL)) return location.assign(settings.backURL);
    const previous = store.shell.popHistory();
    navigate(previous ?? shopPath(HOME));
  };

  if (!themeReady) return null;
  const logos = logosOf(theme);
  return (
    <div className={`rl-shell rl-shell--${viewport}`}>
      <button type="button" className="rl-skip" onClick={() => main.current?.focus()}>
        {t('shell.skipToContent')}
      </button>
      <AppBar
        viewport={viewport}
        logo={logos.logo}
        brand={brand}
        alignLogoCenter={theme.alignLogoCenter}
        showBack={backButtonVisible(settings.backFromHome, isWebAddress(settings.backURL) ? settings.backURL : '', isHome)}
        showProfile={!!settings.openId && signedIn}
        languages={languages}
        lang={lang}
        entries={entries}
        active={active}
        onMenu={() => setMenuOpen(true)}
        onBack={back}
        onHome={() => (isHome ? undefined : navigate(shopPath(HOME)))}
        onProfile={() => navigate(shopPath(MY_ACCOUNT))}
        onNavigate={go}
        onLanguage={page.setLanguage}
        cart={<slot name="cart" />}
      />
      <Drawer
        open={menuOpen}
        logo={settings.theme ? logos.logoSmall : logos.logo}
        brand={brand}
        entries={entries}
        active={active}
        languages={languages}
        lang={lang}
        onClose={() => setMenuOpen(false)}
        onNavigate={go}
        onLanguage={(l) => {
          page.setLanguage(l);
          setMenuOpen(false);
        }}
        eventsServiceUrl={settings.eventsServiceUrl}
        feedbackUrl={settings.feedbackUrl}
        onReportBug={() => onFeedback?.({ path })}
      />
      <main ref={main} id="content" tabIndex={-1} className="rl-shell__main" aria-busy={routeLoading || eventsLoading}>
        <slot />
      </main>
      {/* PRODUCT.md §shell-footer: a known theme, not the US variant (theme.showFooter), nothing loading. */}
      {theme.showFooter && !routeLoading && !eventsLoading ? (
        <Footer
          brand={brand}
          languages={settings.showLanguage ? languages : null}
          lang={lang}
          onLanguage={page.setLanguage}
          feedbackUrl={settings.feedbackUrl}
          onFeedback={() => onFeedback?.({ path })}
          onNavigate={go}
        />
      ) : null}
      <Notifications mobile={viewport === 'mobile'} onConfirm={(n) => onNotificationConfirm?.({ id: n.id })} />
      <ErrorSnackbar />
      <CookieBanner />
    </div>
  );
}
