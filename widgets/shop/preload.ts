/**
 * Starts the downloads a route needs at once, instead of one after another as each module finds
 * its imports: the route's widget chunks with everything they import, and the strings of the
 * start language (the shell and cart button's code is preloaded by index.html itself). The list
 * comes from the CDN build's manifest (vite.config.ts, shop build); the files load from where
 * the loader loads them, so the loader's imports find them ready.
 */
import { loadStoredLanguage, pickStartLanguage } from '../../src/i18n/select';
import { nextTask } from '../../src/next-task';

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

/** Links put into the head in one task: each costs the page several ms on a slow phone, even put in together. */
const PER_TASK = 4;

/**
 * Preloads the files of `tags`, their strings in `lang` and (when the route has first answers)
 * what reads them, from where `loader` loads them: the route's code first, a few links a task,
 * from the task after the caller's.
 */
export async function preload(tags: string[], loader: HTMLScriptElement, lang: string, withData: boolean): Promise<void> {
  const plan = __RACELENS_PRELOAD__;
  const files = new Set<string>();
  for (const tag of tags) for (const file of plan.widgets[tag]?.files ?? []) files.add(file);
  for (const area of ['core', 'shop', 'cart', ...tags.flatMap((tag) => plan.widgets[tag]?.areas ?? [])]) files.add(plan.i18n[`${area}/${lang}`] ?? '');
  if (withData) for (const file of plan.reading) files.add(file);
  const hrefs: string[] = [];
  for (const file of files) {
    const href = file ? new URL(file, loader.src).href : '';
    if (!href || added.has(href)) continue;
    added.add(href);
    hrefs.push(href);
  }
  // From the next task on: the start's task stays short, and the route's data requests go out first.
  for (let at = 0; at < hrefs.length; at += PER_TASK) {
    await nextTask();
    const links = document.createDocumentFragment();
    for (const href of hrefs.slice(at, at + PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
  }
}
