/**
 * A part of a widget loaded on demand (a view, a panel, a page), like React's `lazy`, with the
 * loader's rules (PRODUCT.md §states-chunks, PRODUCT.md §constants-timing): a chunk that has not
 * arrived after 120 s counts as failed. A failure reaches the widget's error boundary (WidgetRoot):
 * the common error with a retry, which loads the part again — never an endless spinner or a blank
 * widget — except a failure while offline, which waits for the network and loads again. While it loads, the `<Suspense>` fallback around it shows.
 */
import { type ComponentType, createElement, type FunctionComponent } from 'react';
import { type Area, addCatalogs, type Catalogs } from '../i18n/catalogs';
import { loadAreas } from '../i18n/instance';
import { loadOnline } from './load-online';
import { getPage } from './page';

/** PRODUCT.md §constants-timing: chunk load timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type LazyPart<P> = FunctionComponent<P> & {
  /** Fetches the chunk ahead (on hover, after first paint); a failure shows when rendered. */
  preload(): void;
};

/**
 * A part's code and the translation areas only it shows (the face search's `face`), loaded
 * together: the part renders once both are there, so it never shows a raw key. `catalogs` are
 * the areas' files, `import.meta.glob('…/locales/face/*.json')`, which the part's chunk brings.
 * The areas are checked at every render, for the page in use: a page made anew (a host page that
 * unloads and reloads the SDK) gets them before the part shows again.
 */
export function withAreas<P extends object>(catalogs: Catalogs, load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  const areas = [...new Set(Object.keys(catalogs).map((path) => path.split('/').at(-2) as Area))];
  const ready = new WeakSet<Promise<unknown>>();
  let failure: unknown;
  /** The areas for the page in use: null once its translator has them, else their load. */
  const areasLoad = (): Promise<void> | null => {
    const i18n = getPage().i18n;
    return ready.has(i18n) ? null : i18n.then((t) => loadAreas(t, areas)).then(() => void ready.add(i18n));
  };
  return () => {
    addCatalogs(catalogs);
    return Promise.all([load(), areasLoad()]).then(([View]) => (props: P) => {
      if (failure !== undefined) {
        const error = failure;
        failure = undefined;
        throw error; // to the error boundary, as a part that did not load
      }
      const loading = areasLoad();
      if (loading) throw loading.catch((error: unknown) => void (failure = error)); // suspends until the areas are there
      return createElement(View, props);
    });
  };
}

/** `lazyPart(() => import('./Paid').then((m) => m.Paid))`: one rule for every part. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, timeoutMs = CHUNK_TIMEOUT_MS): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let failure: unknown;
  let attempt: Promise<unknown> | undefined;
  const start = () =>
    (attempt ??= new Promise<ComponentType<P>>((resolve, reject) => {
      setTimeout(reject, timeoutMs, new Error('Chunk timeout'));
      loadOnline(load).then(resolve, reject);
    }).then(
      (view) => (loaded = view),
      (error: unknown) => {
        failure = error;
        attempt = undefined; // the next render after the failure is shown starts afresh
      },
    ));
  const Part = ((props: P) => {
    if (loaded) return createElement(loaded, props);
    if (failure !== undefined) {
      const error = failure;
      failure = undefined;
      throw error; // to the error boundary: the common error and its retry
    }
    throw start(); // suspends until the chunk is there (or has failed)
  }) as LazyPart<P>;
  Part.preload = () => void start();
  return Part;
}
