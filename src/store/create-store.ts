/**
 * One store per page (ARCHITECTURE.md §embedding, ARCHITECTURE.md §layers): every widget reads the
 * same signals, so adding a photo in the gallery updates the cart drawer's badge at once. Built
 * from an API client and injected storage and data layer, so it runs without a browser; it never
 * touches the DOM.
 */
import { effect, untracked } from '@preact/signals-core';
import type { StoreApi } from '../api/client';
import { browserDataLayer, createAnalytics } from './analytics';
import type { PollOptions } from './base/poll';
import { createCartStore } from './cart';
import { createErrorQueue } from './errors';
import { createSessionStore } from './session';
import { createSettingsStore, type Settings } from './settings';
import { createShellStore } from './shell';
import { browserStorages, type StoragePair } from './storage';

export interface StoreOptions {
  api: StoreApi;
  /** Browser sessionStorage/localStorage by default. */
  storage?: StoragePair;
  /** `window.dataLayer` by default. */
  dataLayer?: unknown[];
  settings?: Partial<Settings>;
  /** Origins whose plain-http pay pages are trusted besides the API's and the page's own. */
  trustedOrigins?: string[];
  /** Polling of recognition, payment status and archives (tests make it fast). */
  pollOptions?: PollOptions;
}

/**
 * The core every widget needs. Search, face search, catalog, frame preview, checkout and orders
 * are features (`searchOf(store)`, …, see feature.ts) loaded with the widgets that use them.
 */
export function createStore(options: StoreOptions) {
  const { api } = options;
  const storage = options.storage ?? browserStorages();
  const settings = createSettingsStore(options.settings);
  const initial = settings.settings.value;
  const session = createSessionStore({ sso: initial.keycloak, authToken: initial.authToken });
  const analytics = createAnalytics(options.dataLayer ?? browserDataLayer());
  const cart = createCartStore({ api, session: storage.session, settings, auth: session, analytics });
  const pageOrigin = typeof location !== 'undefined' ? location.origin : null;
  const trustedOrigins = [api.baseUrl, pageOrigin, ...(options.trustedOrigins ?? [])].filter((o): o is string => !!o);

  // The cart's Language and Theme attributes follow the settings
  // (PRODUCT.md §entities-cart-attributes); the first run only subscribes, since a new cart gets
  // its attributes when it is created.
  let subscribed = false;
  const stopAttributeSync = effect(() => {
    const { lang, theme, isUS } = settings.settings.value;
    void [lang, theme, isUS];
    if (!subscribed) {
      subscribed = true;
      return;
    }
    untracked(() => void cart.syncAttributes());
  });

  return {
    api,
    settings,
    session,
    analytics,
    cart,
    errors: createErrorQueue(),
    shell: createShellStore(),
    /** What features (see feature.ts) build from: storage, trusted pay origins, polling. */
    storage,
    trustedOrigins,
    options: { pollOptions: options.pollOptions },
    /** Stops the store's own subscriptions (tests, a host page tearing the SDK down). */
    dispose: (): void => stopAttributeSync(),
  };
}
export type Store = ReturnType<typeof createStore>;
