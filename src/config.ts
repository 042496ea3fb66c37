/**
 * The page configuration the loader collects (script data-* attributes and
 * `window.Racelens.configure()` calls) and hands to the runtime through `window.Racelens`.
 * Element attributes and the tenant's settings from the API are merged later, in the store.
 */
export interface PageConfig {
  /** Tenant theme name: 'MySport' (default), 'running-series', 'trail-cup'. */
  tenant?: string;
  /** Base URL of the platform API (services live under `/public/{service}/api/v1`). */
  api?: string;
  lang?: string;
  /** ISO 4217 numeric currency id (978 EUR by default). */
  currencyId?: number;
  /** Where the shop lives; links such as order pages and e-mail confirmation land there. */
  shopUrl?: string;
  [key: string]: unknown;
}

/** What the loader installs as `window.Racelens`. */
export interface LoaderApi {
  version: string;
  config: PageConfig;
  configure(options: PageConfig): void;
  load(tag: string): Promise<void>;
}

type WindowWithRacelens = { Racelens?: Partial<LoaderApi> };

/** The merged page configuration, or `{}` when the SDK was loaded without the loader. */
export function readPageConfig(): PageConfig {
  if (typeof window === 'undefined') return {};
  return { ...((window as unknown as WindowWithRacelens).Racelens?.config ?? {}) };
}

/** Calls `listener` with the merged configuration whenever `Racelens.configure()` is called. */
export function onPageConfig(listener: (config: PageConfig) => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const handler = (event: Event) => listener({ ...((event as CustomEvent<PageConfig>).detail ?? {}) });
  document.addEventListener('racelens:configure', handler);
  return () => document.removeEventListener('racelens:configure', handler);
}
