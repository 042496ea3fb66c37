/**
 * Where each language's strings come from. Catalogues are split by area, one JSON file per
 * area and language (`locales/{area}/{lang}.json`), and each is a dynamic import, so the bundler
 * emits one small chunk per file and a page downloads only the areas of the widgets it shows,
 * in the language it shows (ARCHITECTURE.md §budgets). English is lazy too; the completeness test
 * guarantees every language has every key, so the 'en' fallback is a safety net, not a source of
 * strings.
 */
import type { Language } from './languages';

/** Flat catalogue: 'cart.title' → 'Cart'; plural forms as 'key_one', 'key_other', … */
export type Catalog = Readonly<Record<string, string>>;

export type CatalogLoader = () => Promise<{ default: Catalog }>;

/** Which key prefixes live in which area. `core` is loaded by every widget. */
export const AREA_PREFIXES = {
  core: ['common', 'validation', 'language'],
  search: ['selfie', 'capture', 'camera', 'search'],
  gallery: ['gallery', 'product'],
  cart: ['cart', 'promo', 'checkout', 'payment'],
  orders: ['order', 'account'],
  shop: ['shell', 'footer', 'cookie', 'notification', 'home', 'forms', 'marketing', 'contacts', 'impressum'],
  /** The embed builder of the shop's organizers page: loaded only by it (PRODUCT.md §routes-organizers-builder). */
  builder: ['builder'],
} as const;
export type Area = keyof typeof AREA_PREFIXES;
export const AREAS = Object.keys(AREA_PREFIXES) as Area[];

// The builder's strings are left out of the widgets' loaders: their entries would sit in the shared
// runtime chunk of every widget. The builder adds its catalogue itself (widgets/info-page/builder/strings.ts).
const files = import.meta.glob<{ default: Catalog }>(['./locales/*/*.json', '!./locales/builder/*.json']);

/** Loads one area of one language. */
export function areaLoader(area: Area, lang: Language): CatalogLoader {
  const load = files[`./locales/${area}/${lang}.json`];
  if (!load) throw new Error(`Racelens i18n: no ${area} catalogue for ${lang}`);
  return load;
}

type EnglishCatalog = typeof import('./locales/core/en.json') &
  typeof import('./locales/search/en.json') &
  typeof import('./locales/gallery/en.json') &
  typeof import('./locales/cart/en.json') &
  typeof import('./locales/orders/en.json') &
  typeof import('./locales/shop/en.json') &
  typeof import('./locales/builder/en.json');

/** Keys of the English catalogue with plural suffixes folded: 'search.photosFound'. */
export type MessageKey = PluralBase<keyof EnglishCatalog & string>;
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
