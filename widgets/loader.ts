/**
 * The script tag organizers paste (ARCHITECTURE.md §embedding). Tiny on purpose (budget 1.5 KB
 * gzip): it reads its own data-* attributes, installs `window.Racelens` (replaying calls queued
 * before it ran), reserves each widget's room until its code has loaded, and imports a widget's
 * chunk only when that widget's tag is on the page — now, or later (MutationObserver). Chunk URLs
 * are resolved against the loader's own URL so the build can be served from any CDN path. Pasting
 * it twice is harmless: the second copy sees the first and stops.
 *
 * The same source is `racelens/elements`, the bundlers' entry (ARCHITECTURE.md §bundlers): the CDN
 * build compiles it with `__RACELENS_IMPORTERS__`, one plain `import()` per widget that the host's
 * bundler resolves, and with the console's words on a failure (ARCHITECTURE.md §why-empty). The
 * loader's build sets both to null, so not a byte of either is in the pasted loader.
 */
import type { LoaderApi, PageConfig } from '../src/config';

declare const __RACELENS_CHUNKS__: Record<string, string>;
declare const __RACELENS_VERSION__: string;
/** src/embed/rooms.ts, as CSS: rules for `racelens-*:not(:defined)`, and the line alignment of a widget that sits in a line. */
declare const __RACELENS_ROOMS__: string;
/** racelens/elements only: tag → its code, as an `import()` the host's bundler resolves. */
declare const __RACELENS_IMPORTERS__: Record<string, () => Promise<unknown>> | null;
/** racelens/elements only: says in the console why a widget stays empty (src/why-empty.ts). */
declare const __RACELENS_WARN__: ((failure: { tag: string; error: unknown }) => void) | null;

type Queued = { q?: ArrayLike<unknown>[] } & Partial<LoaderApi>;

(() => {
  // Imported on a server (no DOM): nothing to do.
  if (typeof document === 'undefined') return;
  const w = window as unknown as {
    Racelens?: Queued;
    IntersectionObserver?: typeof IntersectionObserver;
  };
  const prior = w.Racelens;
  if (prior?.version) return;

  // A constructable sheet, not a <style> element: a strict CSP without 'unsafe-inline' allows it.
  // Browsers without one simply do not reserve (the page may jump, nothing breaks).
  try {
    const rooms = new CSSStyleSheet();
    rooms.replaceSync(__RACELENS_ROOMS__);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, rooms];
  } catch {
    /* no constructable stylesheets */
  }

  const script = document.currentScript as HTMLScriptElement | null;
  const base = script?.src || location.href;
  const chunks = __RACELENS_CHUNKS__;
  const tags = Object.keys(chunks);
  const data = script?.dataset ?? {};

  // data-* attributes outrank configure() calls (ARCHITECTURE.md §embedding); element attributes
  // outrank both.
  const fromScript: PageConfig = {};
  if (data.tenant) fromScript.tenant = data.tenant;
  if (data.api) fromScript.api = data.api;
  if (data.lang) fromScript.lang = data.lang;
  if (data.currency) fromScript.currencyId = Number(data.currency);
  if (data.shop) fromScript.shopUrl = data.shop;
  if (data.finisherCard) fromScript.finisherCard = data.finisherCard !== 'off';
  let configured: PageConfig = {};

  const emit = (name: string, detail: unknown) => document.dispatchEvent(new CustomEvent(`racelens:${name}`, { detail }));

  const loading: Record<string, Promise<void> | undefined> = {};
  /** The pasted loader's console words (src/why-empty.ts as why-empty.js), once a widget failed. */
  let words: Promise<typeof import('../src/why-empty') | undefined> | undefined;
  const load = (tag: string): Promise<void> => {
    const file = chunks[tag];
    if (!file) return Promise.reject(new Error(`Unknown widget ${tag}`));
    return (loading[tag] ??= new Promise<void>((done, fail) => {
      // PRODUCT.md §states-chunks: a chunk that has not loaded after 120 s counts as failed. The
      // timer stops once the chunk settles, so a loaded widget never rejects later unhandled in the
      // host page.
      const timer = setTimeout(() => fail(new Error(`Timed out loading ${tag}`)), 12e4);
      (__RACELENS_IMPORTERS__ ? __RACELENS_IMPORTERS__[tag]!() : import(/* @vite-ignore */ new URL(file, base).href))
        .then(() => done(), fail)
        .finally(() => clearTimeout(timer));
    }).catch((error: unknown) => {
      // Forget the failure so a later call (or the same tag added again) retries.
      loading[tag] = undefined;
      // A widget whose code failed offline loads by itself when the network is back.
      addEventListener('online', () => scan(document), { once: true });
      const failure = { tag, error };
      emit('error', failure);
      // And in the console, in words with the fix, once per cause (ARCHITECTURE.md §why-empty):
      // racelens/elements has the words in its bundle; the pasted loader loads them from
      // why-empty.js beside it, only now, and tells them its own URL (the folder of its files).
      // When that file does not come either (the folder not served, or refused by script-src),
      // one short line says so.
      if (__RACELENS_WARN__) __RACELENS_WARN__(failure);
      else
        (words ??= import(/* @vite-ignore */ new URL('why-empty.js', base).href).catch(
          () => void console.warn(`Racelens: ${tag} did not load (${error}): serve loader.js's folder whole, allowed by script-src`),
        )).then((loaded) => loaded?.warnChunk(failure, base));
      throw error;
    }));
  };

  // A widget far from the viewport waits (ARCHITECTURE.md §budgets): its code loads when one of
  // its first few tags comes within a screen of it, or two seconds after the loader ran, so the
  // widgets in view start without it. Without IntersectionObserver all load at once.
  const waiting = new Set<string>();
  const start = (tag: string) => waiting.delete(tag) && load(tag).catch(() => {});
  let near =
    w.IntersectionObserver &&
    new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) if (isIntersecting) start(target.localName);
      },
      { rootMargin: '100%' },
    );
  // After the first two seconds, the widgets still waiting load and every tag loads when seen.
  if (near)
    setTimeout(() => {
      near!.disconnect();
      near = undefined;
      waiting.forEach(start);
    }, 2e3);

  // One look through the subtree for every tag at once (a results table of 10,000 rows is looked
  // through once, not once per widget); of a tag that waits, its first 9 elements are watched.
  const selector = tags.join();
  const scan = (root: ParentNode) => {
    const watched: Record<string, number> = {};
    for (const element of root.querySelectorAll(selector)) {
      const tag = element.localName;
      if (customElements.get(tag) || loading[tag]) continue;
      if (!near) load(tag).catch(() => {});
      else if ((watched[tag] = (watched[tag] ?? 0) + 1) < 10) {
        waiting.add(tag);
        near.observe(element);
      }
    }
  };

  const api: LoaderApi = {
    version: __RACELENS_VERSION__,
    config: { ...fromScript },
    configure(options) {
      configured = { ...configured, ...options };
      api.config = { ...configured, ...fromScript };
      // Any script on the page hears the event: tokens stay out of it (ARCHITECTURE.md §security).
      emit('configure', { ...api.config, authToken: undefined, keycloak: undefined });
    },
    load,
  };
  w.Racelens = api;
  for (const [name, ...args] of Array.from(prior?.q ?? [], (c) => Array.from(c))) {
    const fn = api[name as 'configure' | 'load'] as ((...a: unknown[]) => unknown) | undefined;
    if (typeof fn === 'function') fn.apply(api, args);
  }

  scan(document);
  // Where nodes were added, once per place and batch (not per node: a page that adds 10,000 rows
  // at once, a results table, costs one look), and only for tags not defined yet.
  new MutationObserver((records) => new Set(records.map((r) => r.target as ParentNode)).forEach(scan)).observe(document.documentElement, {
    childList: true,
    subtree: true,
  });
})();
