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
  core: ['common', 'language'],
  /** The forms' messages: loaded by the widgets that have a form (their descriptors list it). */
  validation: ['validation'],
  search: ['search'],
  /** The face search's panel, camera and selfie checks: loaded with that panel, not with the widget. */
  face: ['selfie', 'capture', 'camera'],
  gallery: ['gallery', 'product'],
  /** The gallery's video tab and frame page: loaded with those parts, not with the gallery. */
  media: ['media'],
  /** The payment methods' names (`payment.*`) too: the order page's declined view brings this area when it shows. */
  cart: ['cart', 'promo', 'checkout', 'payment'],
  orders: ['order', 'account'],
  shop: ['shell', 'footer', 'cookie', 'notification', 'home'],
  /** The shop's information pages and their request forms (the info-page widget only). */
  info: ['forms', 'marketing', 'contacts', 'impressum'],
  /** Saving and sharing a paid order's photos: loaded with those parts (src/parts/orders/share-parts.ts). */
  share: ['share'],
  /** The embed builder of the shop's organizers page: loaded only by it (PRODUCT.md §routes-organizers-builder). */
  builder: ['builder'],
  /** What a widget says while a call is slow: loaded with that notice (src/parts/network), so no first load carries it. */
  network: ['wait'],
  /** The photo links added to a results page's rows (the results-photos and bib-photos widgets). */
  results: ['results'],
} as const;
export type Area = keyof typeof AREA_PREFIXES;
export const AREAS = Object.keys(AREA_PREFIXES) as Area[];

/** Catalogue files as `import.meta.glob` lists them: `…/locales/{area}/{lang}.json` → loader. */
export type Catalogs = Readonly<Record<string, () => Promise<unknown>>>;

const known = new Map<string, CatalogLoader>();

/**
 * Makes catalogue files loadable. Only `core` is known from the start: each widget's chunk brings
 * the areas it shows (its generated descriptor), and a lazy part the areas only it shows, so the
 * shared runtime carries no list of every area in every language (ARCHITECTURE.md §budgets).
 */
export function addCatalogs(files: Catalogs): void {
  for (const [path, load] of Object.entries(files)) {
    const [, area, lang] = path.match(/([\w-]+)\/([\w-]+)\.json$/) ?? [];
    if (area && lang) known.set(`${area}/${lang}`, load as CatalogLoader);
  }
}

addCatalogs(import.meta.glob('./locales/core/*.json'));

/** Loads one area of one language. */
export function areaLoader(area: Area, lang: Language): CatalogLoader {
  const load = known.get(`${area}/${lang}`);
  if (!load) throw new Error(`Racelens i18n: no ${area} catalogue for ${lang}`);
  return load;
}

type EnglishCatalog = typeof import('./locales/core/en.json') &
  typeof import('./locales/validation/en.json') &
  typeof import('./locales/search/en.json') &
  typeof import('./locales/face/en.json') &
  typeof import('./locales/gallery/en.json') &
  typeof import('./locales/media/en.json') &
  typeof import('./locales/cart/en.json') &
  typeof import('./locales/orders/en.json') &
  typeof import('./locales/shop/en.json') &
  typeof import('./locales/info/en.json') &
  typeof import('./locales/share/en.json') &
  typeof import('./locales/builder/en.json') &
  typeof import('./locales/network/en.json') &
  typeof import('./locales/results/en.json');

/** Keys of the English catalogue with plural suffixes folded: 'search.photosFound'. */
export type MessageKey = PluralBase<keyof EnglishCatalog & string>;
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
