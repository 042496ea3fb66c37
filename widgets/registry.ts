/**
 * Every custom element the SDK ships: its entry module and the translation areas it shows
 * (besides `core`). The build makes one chunk per entry, the loader learns the hashed file
 * names from the build manifest, and the size check counts each widget's areas — so this list
 * is the only place a new widget has to be added. The demo elements of the stories and the
 * examples are not here: they have their own list and build (demo-registry.ts).
 */
import type { Area } from '../src/i18n/catalogs';

export interface WidgetEntry {
  entry: string;
  areas: readonly Area[];
}

export const widgets = {
  'racelens-shop': { entry: 'widgets/shop-shell/element.ts', areas: ['shop'] },
  'racelens-home': { entry: 'widgets/home/element.ts', areas: ['shop'] },
  'racelens-page': { entry: 'widgets/info-page/element.ts', areas: ['shop'] },
  'racelens-cart-drawer': { entry: 'widgets/cart-drawer/element.ts', areas: ['cart'] },
  'racelens-checkout': { entry: 'widgets/checkout/element.ts', areas: ['cart'] },
  'racelens-order-status': { entry: 'widgets/order-status/element.ts', areas: ['orders'] },
  'racelens-my-account': { entry: 'widgets/my-account/element.ts', areas: ['orders'] },
  'racelens-event-gallery': { entry: 'widgets/event-gallery/element.ts', areas: ['gallery'] },
  'racelens-photo-search': { entry: 'widgets/photo-search/element.ts', areas: ['search'] },
} as const satisfies Record<string, WidgetEntry>;

export type WidgetTag = keyof typeof widgets;
