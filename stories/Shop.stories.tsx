/**
 * <racelens-shop>, the standalone shop's shell, around the route's widgets as the shop page
 * places them (widgets/shop/routes.ts), with the platform answered by the story. The story is
 * its own small router: the shell's `racelens:navigate` sets the path, as widgets/shop/main.ts
 * does. States: desktop and mobile (drawer), the tenant themes, signed in, the page loading
 * (body scroll locked), the cookie banner, a notification, a widget that did not load (the
 * error snackbar), and the language picker.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../widgets/shop-shell/element';
import '../widgets/home/element';
import '../widgets/info-page/element';
import '../widgets/cart-drawer/element';
import '../widgets/my-account/element';
import { TENANT_LAYERS } from '../src/theme';
import { match } from '../widgets/shop/routes';
import { COOKIE_NAME } from '../widgets/shop-shell/constants';
import { cssVar, find, gone, inside, widget } from './support/dom';
import { events } from './support/events';
import { type Handler, json, pending, setupStory } from './support/platform';
import { text } from './support/texts';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-shop': { path?: string; children?: unknown };
    }
  }
}

/**
 * The shop page (widgets/shop/index.html and main.ts) in a story: the shell with the cart button
 * in its `cart` slot and the route's elements in its outlet, created and replaced the way the
 * shop's router does it; unknown paths go home. The story brings the widgets of the menu's
 * routes and of /cart; the loader it installs has no chunks, so any other widget fails to load.
 */
function ShopPage({ start, missingWidget }: { start: string; missingWidget: boolean }) {
  const [path, setPath] = useState(start);
  const outlet = useRef<HTMLDivElement>(null);
  // Layout effects: in place as soon as the story has rendered, before its play function acts.
  useLayoutEffect(() => {
    const onNavigate = (event: Event) => setPath((event as CustomEvent<{ path: string }>).detail.path);
    // Same-origin links (also inside the widgets' shadow roots) stay in the story, as in the shop.
    const onClick = (event: MouseEvent) => {
      const anchor = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      if (event.defaultPrevented || !anchor || anchor.target || anchor.origin !== location.origin) return;
      event.preventDefault();
      setPath(anchor.pathname);
    };
    document.addEventListener('racelens:navigate', onNavigate);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('racelens:navigate', onNavigate);
      document.removeEventListener('click', onClick);
    };
  }, []);
  useLayoutEffect(() => {
    const found = match(path) ?? match('/')!;
    const placed = found.route.render(found.params, new URLSearchParams()).map(({ tag, attributes = {} }) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      return element;
    });
    // A widget whose chunk never arrives: the shell asks the loader for it and reports the failure.
    if (missingWidget) placed.push(document.createElement('racelens-offline-widget'));
    outlet.current?.replaceChildren(...placed);
  }, [path]);
  return (
    <racelens-shop path={path}>
      <racelens-cart-drawer slot="cart" cart-url="/cart" />
      <div ref={outlet} />
    </racelens-shop>
  );
}

interface Args {
  path: string;
  lang: string;
  tenant: string;
  signedIn: boolean;
  cookieConsent: boolean;
  missingWidget: boolean;
  routes: Record<string, Handler>;
}

const meta: Meta<Args> = {
  title: 'Widgets/Shop shell',
  args: { path: '/', lang: 'en', tenant: '', signedIn: false, cookieConsent: true, missingWidget: false, routes: events() },
  argTypes: {
    path: { control: 'select', options: ['/', '/contacts', '/impressum', '/for-organizers', '/for-photographers', '/for-business', '/my-account'] },
    lang: { control: 'select', options: ['en', 'es', 'de', 'el', 'sk', 'it', 'cs'] },
    tenant: { control: 'select', options: ['', ...Object.keys(TENANT_LAYERS)] },
    routes: { table: { disable: true } },
  },
  parameters: { layout: 'fullscreen' },
  // The desktop bar (main menu, language picker) unless a story says otherwise (Mobile).
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: ({ path, lang, tenant, signedIn, cookieConsent, missingWidget, routes }) => {
    setupStory({
      lang,
      ...(tenant ? { tenant } : {}),
      // The shop routes in the page: links and menus send `racelens:navigate` (the story's router).
      shopRouter: true,
      routes: { 'GET order-service /orders': () => json({ items: [], total: 0 }), ...routes },
      ...(signedIn ? { authToken: 'story-token' } : {}),
    });
    const racelens = (window as unknown as { Racelens: { load?: (tag: string) => Promise<void> } }).Racelens;
    racelens.load = (tag) => Promise.reject(new Error(`story: no chunk for ${tag}`));
    // biome-ignore lint/suspicious/noDocumentCookie: the story sets the cookie the shop reads from document.cookie
    document.cookie = cookieConsent ? `${COOKIE_NAME}=true; path=/` : `${COOKIE_NAME}=; max-age=0; path=/`;
    return <ShopPage key={path} start={path} missingWidget={missingWidget} />;
  },
};
export default meta;
type Story = StoryObj<Args>;

const shell = (canvas: HTMLElement) => widget(canvas, 'racelens-shop');
const mobile = { viewport: { value: 'mobile2', isRotated: false } };

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const q = inside(await shell(canvasElement));
    const menu = inside(await q.findByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('link', { name: 'Participants' })).toHaveAttribute('aria-current', 'page');
    // "My account" only for signed-in visitors.
    await expect(menu.queryByRole('link', { name: 'My account' })).toBeNull();
    await expect(q.getByRole('button', { name: 'Language: English' })).toBeVisible();
    // The footer comes once the route and its events have loaded (PRODUCT.md §shell-footer).
    await expect(await q.findByRole('contentinfo')).toBeVisible();
    const home = inside(await widget(canvasElement, 'racelens-home'));
    await expect(await home.findByRole('heading', { name: 'Recent events' })).toBeVisible();
  },
};
export const NavigatesInThePage: Story = {
  play: async ({ canvasElement }) => {
    const q = inside(await shell(canvasElement));
    const menu = inside(await q.findByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(menu.getByRole('link', { name: 'Contacts' }));
    const page = inside(await widget(canvasElement, 'racelens-page'));
    await expect(await page.findByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await waitFor(() => expect(menu.getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page'));
    // Without the back flag or a back URL there is no back button, away from home too.
    await expect(q.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const q = inside(await shell(canvasElement));
    // No menu in the bar on a phone: the drawer has it.
    await userEvent.click(await q.findByRole('button', { name: 'Open the menu' }));
    const drawer = inside(await q.findByRole('dialog', { name: 'Main menu' }));
    await expect(drawer.getByRole('link', { name: 'Contacts' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Choose a language' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Close the menu' }));
    await waitFor(() => expect(q.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
  },
};
export const TrailCup: Story = {
  args: { tenant: 'trail-cup', path: '/contacts' },
  play: async ({ canvasElement }) => {
    const root = await shell(canvasElement);
    // The tenant's logo centred on desktop, its colours, its own language list.
    await expect(await find(root, 'header[part="app-bar"]')).toHaveClass('rl-bar--centred');
    await expect(cssVar(root.host, '--racelens-color-primary')).toBe(TENANT_LAYERS['trail-cup']!.tokens!.primary);
    await userEvent.click(inside(root).getByRole('button', { name: 'Language: English' }));
    await expect(root.querySelectorAll('.rl-lang__option')).toHaveLength(TENANT_LAYERS['trail-cup']!.languages!.length);
  },
};
export const RunningSeriesMobile: Story = {
  args: { tenant: 'running-series', lang: 'de' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const root = await shell(canvasElement);
    const q = inside(root);
    // The tenant's colours; on a phone the menu is in the drawer, in German.
    await expect(cssVar(root.host, '--racelens-color-primary')).toBe(TENANT_LAYERS['running-series']!.tokens!.primary);
    await userEvent.click(await q.findByRole('button', { name: text('de', 'shell.openMenu') }));
    const drawer = inside(await q.findByRole('dialog', { name: text('de', 'shell.mainMenu') }));
    await expect(drawer.getByRole('link', { name: text('de', 'shell.menuContacts') })).toBeVisible();
  },
};
export const SignedIn: Story = {
  args: { signedIn: true, path: '/my-account' },
  play: async ({ canvasElement }) => {
    const menu = inside(await inside(await shell(canvasElement)).findByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  },
};
export const PageLoading: Story = {
  args: { routes: { 'GET photo-service /events': pending } },
  play: async ({ canvasElement }) => {
    await find(await widget(canvasElement, 'racelens-home'), '.rl-home[aria-busy="true"]');
    // PRODUCT.md §shell-loading: in the shop the page does not scroll while events load.
    // The lock is set once the home page has rendered busy (an effect, after the paint).
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
  },
};
export const CookieBanner: Story = {
  args: { cookieConsent: false, path: '/contacts' },
  play: async ({ canvasElement }) => {
    const root = await shell(canvasElement);
    await userEvent.click(await inside(root).findByRole('button', { name: 'Got It' }));
    await gone(root, '[part="cookie-banner"]');
    await expect(document.cookie).toContain(`${COOKIE_NAME}=true`);
  },
};
export const Notification: Story = {
  args: { path: '/contacts' },
  play: async ({ canvasElement }) => {
    const root = await shell(canvasElement);
    await find(root, 'main');
    // A host page's (or a widget's) notification; its texts are the sender's.
    const detail = { id: 'spring-sale', title: 'Spring sale', text: 'All photo packages 20% off until Sunday.' };
    // The shell listens once its first render's effects have run: send until it shows (the same
    // id is shown once, so a repeated send changes nothing).
    const note = inside(
      await waitFor(() => {
        document.dispatchEvent(new CustomEvent('racelens:notify', { detail }));
        return inside(root).getByRole('region', { name: 'Notification' });
      }),
    );
    await expect(note.getByRole('heading', { name: 'Spring sale' })).toBeVisible();
    await userEvent.click(note.getByRole('button', { name: 'Not interested' }));
    await gone(root, '.rl-notification');
  },
};
export const WidgetDidNotLoad: Story = {
  args: { missingWidget: true, path: '/contacts' },
  play: async ({ canvasElement }) => {
    const q = inside(await shell(canvasElement));
    const snackbar = await waitFor(() => {
      const alert = q.getAllByRole('alert').find((el) => el.matches('[part="snackbar"]'));
      if (!alert) throw new Error('no snackbar');
      return alert;
    });
    await expect(snackbar).toHaveTextContent('An error occurred, try later');
    await userEvent.click(inside(snackbar).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(snackbar.isConnected).toBe(false));
  },
};
export const PicksALanguage: Story = {
  args: { path: '/contacts' },
  play: async ({ canvasElement }) => {
    const q = inside(await shell(canvasElement));
    await userEvent.click(await q.findByRole('button', { name: 'Language: English' }));
    await userEvent.click(q.getByRole('button', { name: 'Čeština' }));
    // Every widget on the page follows, and the choice is kept for the next visit.
    const page = inside(await widget(canvasElement, 'racelens-page'));
    await expect(await page.findByRole('heading', { level: 1, name: 'Kontakty' })).toBeVisible();
    await expect(localStorage.getItem('appLanguage')).toBe('cs');
  },
};
