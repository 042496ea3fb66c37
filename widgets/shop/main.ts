/**
 * The standalone shop page: a host page like any organizer's. It tells the SDK it routes in
 * the page (before the async loader has run, through the command queue), then renders the
 * route's elements and follows history navigation. Kept tiny and free of the SDK's runtime: the
 * loader brings the widgets.
 */
import { HANDED_CART_KEY, isCartIdText } from '../../src/store/cart-rules';
import { tags } from '../tags';
import { startRouteData } from './early-data';
import { keepOfflinePage, tellOfflinePageLanguage } from './offline-worker';
import { loaderScript, preload, startLanguage } from './preload';
import { match } from './routes';

type Queue = { q?: unknown[][]; configure?: (c: object) => void };
const w = window as unknown as { Racelens?: Queue };
const racelens = (w.Racelens ??= { q: [] });
// One hosted shop serves every tenant: `?tenant=trail-cup` picks the theme (kept for the visit).
// An organizer's page hands its cart over on the way to checkout (`#cart=`, see the cart drawer).
// Anyone can make such a link, so the id is only kept to have its items copied into the
// visitor's own cart (PRODUCT.md §entities-cart-handover), and leaves the address at once. The
// fragment never reaches a server or a Referer; `?cart=` of older links is taken the same way.
const query = new URLSearchParams(location.search);
const fragment = new URLSearchParams(location.hash.slice(1));
const handedCart = fragment.get('cart') ?? query.get('cart');
if (handedCart !== null) {
  if (isCartIdText(handedCart)) sessionStorage.setItem(HANDED_CART_KEY, handedCart);
  query.delete('cart');
  fragment.delete('cart');
  history.replaceState(null, '', location.pathname + (query.size ? `?${query}` : '') + (fragment.size ? `#${fragment}` : ''));
}
const tenant = new URLSearchParams(location.search).get('tenant') ?? sessionStorage.getItem('racelensTenant');
if (tenant) sessionStorage.setItem('racelensTenant', tenant);
const settings = { shopRouter: true, shopUrl: location.origin, ...(tenant ? { tenant } : {}) };
if (racelens.configure) racelens.configure(settings);
else (racelens.q ??= []).push(['configure', settings]);

const outlet = document.getElementById('route')!;
const shell = document.querySelector(tags.ShopShell);
let booted = false;

function render(): void {
  const found = match(location.pathname);
  if (!found) {
    // PRODUCT.md §routes-other: any other path redirects home.
    history.replaceState(null, '', '/');
    render();
    return;
  }
  const placements = found.route.render(found.params, new URLSearchParams(location.search));
  const loader = loaderScript();
  // Read once: it reads the storage, which is slow the first time on a phone.
  const lang = loader ? startLanguage(loader) : null;
  // The landing route's data is asked for first; later routes are asked for by the SDK, loaded by then.
  const needs = booted ? null : found.route.data?.(found.params, new URLSearchParams(location.search));
  if (needs && loader?.dataset.api && lang) startRouteData(needs, loader.dataset.api, lang);
  if (loader && lang) {
    void preload(
      placements.map(({ tag }) => tag),
      loader,
      lang,
      !!needs,
    );
    tellOfflinePageLanguage(lang);
  }
  booted = true;
  outlet.replaceChildren(
    ...placements.map(({ tag, attributes = {} }) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      return element;
    }),
  );
  outlet.dataset.route = found.route.name;
  shell?.setAttribute('path', location.pathname);
}

function go(path: string, replace = false): void {
  const url = new URL(path, location.origin);
  if (url.origin !== location.origin) {
    location.assign(url.href);
    return;
  }
  if (replace) history.replaceState(null, '', url.pathname + url.search);
  else history.pushState(null, '', url.pathname + url.search);
  window.scrollTo(0, 0);
  render();
}

document.addEventListener('racelens:navigate', (event) => {
  const { path, replace } = (event as CustomEvent<{ path: string; replace?: boolean }>).detail;
  go(path, replace);
});
// Same-origin links in the page (also inside widgets' shadow roots) route without a reload.
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== location.origin) return;
  event.preventDefault();
  go(anchor.pathname + anchor.search);
});
window.addEventListener('popstate', render);
render();
// Offline, a navigation in the shop (above all the return from the payment page) lands on a
// page of ours that goes on by itself, not on the browser's error page. Its worker is set up once
// the page has loaded, not in the start's task.
const keepOffline = () => {
  const loader = loaderScript();
  if (loader) keepOfflinePage(loader.dataset.offlinePage !== 'off', startLanguage(loader));
};
if (document.readyState === 'complete') keepOffline();
else window.addEventListener('load', keepOffline, { once: true });
