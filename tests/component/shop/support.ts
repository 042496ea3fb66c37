/** The real <racelens-shop> element in happy-dom, with a small router as the shop page has. */
import type { PageConfig } from '../../../src/config';
import { setupStory } from '../../../stories/support/platform';
import '../../../widgets/shop-shell/element';

let seq = 0;

export interface MountedShell {
  element: HTMLElement;
  /** The tag of the route element placed inside; `defined: false` leaves its code loading. */
  tag: string;
  find(selector: string): Element | null;
  findAll(selector: string): Element[];
  bar(): Element | null;
  footer(): Element | null;
  /** The paths the shell asked the router for (`racelens:navigate`), followed like the shop does. */
  visited: string[];
  unmount(): void;
}

/** Mounts the shell at `path` with the page configured by `config` (as `configure()` before the loader). */
export function mountShell({ path = '/contacts', defined = true, ...config }: Partial<PageConfig> & { path?: string; defined?: boolean } = {}): MountedShell {
  setupStory({ lang: 'en', shopRouter: true, routes: {}, ...config });
  const tag = `racelens-route-${++seq}`;
  if (defined) customElements.define(tag, class extends HTMLElement {});
  const element = document.createElement('racelens-shop');
  element.setAttribute('path', path);
  element.append(document.createElement(tag));
  document.body.append(element);
  const visited: string[] = [];
  const onNavigate = (event: Event) => {
    const next = (event as CustomEvent<{ path: string }>).detail.path;
    visited.push(next);
    element.setAttribute('path', next);
  };
  document.addEventListener('racelens:navigate', onNavigate);
  const find = (selector: string) => element.shadowRoot?.querySelector(selector) ?? null;
  return {
    element,
    tag,
    find,
    findAll: (selector) => [...(element.shadowRoot?.querySelectorAll(selector) ?? [])],
    bar: () => find('[part="app-bar"]'),
    footer: () => find('[part="footer"]'),
    visited,
    unmount() {
      document.removeEventListener('racelens:navigate', onNavigate);
      element.remove();
    },
  };
}
