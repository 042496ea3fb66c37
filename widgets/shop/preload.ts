/**
 * Starts the downloads a route needs at once, instead of one after another as each module finds
 * its imports: the route's widget chunks with everything they import, and the strings of the
 * start language (the shell and cart button's code is preloaded by index.html itself). The list
 * comes from the CDN build's manifest (vite.config.ts, shop build); the files load from where
 * the loader loads them, so the loader's imports find them ready.
 */
import { loadStoredLanguage, pickStartLanguage } from '../../src/i18n/select';

export interface PreloadPlan {
  /** Tag → files (relative to the loader) of its chunk and every chunk it imports statically, and its string areas. */
  widgets: Record<string, { files: string[]; areas: string[] }>;
  /** `area/lang` → translation file (relative to the loader). */
  i18n: Record<string, string>;
  /**
   * What the API client reads the route's first answers with (the answer parser and the photo and
   * catalog services' schemas, which it loads on first need): asked for with the answers, not
   * once they are in.
   */
  reading: string[];
}

declare const __RACELENS_PRELOAD__: PreloadPlan;

const added = new Set<string>();

/** The page's loader script, which says where the SDK and the platform are. */
export const loaderScript = (): HTMLScriptElement | null => document.querySelector<HTMLScriptElement>('script[src$="/loader.js"]');

/**
 * The language the SDK will start in, by its own rule (PRODUCT.md §overview-languages); a tenant's
 * narrower language list may still pick another, and then what was fetched for this one is only a
 * wasted hint.
 */
export function startLanguage(loader: HTMLScriptElement): string {
  let stored = null;
  try {
    stored = loadStoredLanguage(localStorage);
  } catch {
    /* storage blocked */
  }
  return pickStartLanguage({ stored, browserLanguages: navigator.languages, requested: loader.dataset.lang ?? null });
}

/** Preloads the files of `tags` and their strings in `lang` (and what reads the route's first answers, when it has some), from where `loader` loads them. */
export function preload(tags: string[], loader: HTMLScriptElement, lang: string, withData: boolean): void {
  const plan = __RACELENS_PRELOAD__;
  const files = new Set<string>(withData ? plan.reading : []);
  for (const area of ['core', 'shop', 'cart']) files.add(plan.i18n[`${area}/${lang}`] ?? '');
  for (const tag of tags) {
    const widget = plan.widgets[tag];
    for (const file of widget?.files ?? []) files.add(file);
    for (const area of widget?.areas ?? []) files.add(plan.i18n[`${area}/${lang}`] ?? '');
  }
  // Put in together: one link appended at a time cost the page about 7 ms each with the CPU slowed 4×, fifteen at once 2 ms each.
  const links = document.createDocumentFragment();
  for (const file of files) {
    const href = new URL(file, loader.src).href;
    if (!file || added.has(href)) continue;
    added.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
