/**
 * The hosted shop's service worker (ARCHITECTURE.md §offline-page): on the shop's own origin
 * only, never on an organizer's page. A navigation that cannot reach the network is answered
 * with our own offline page, which goes on by itself once the network is back. It caches
 * nothing the shop shows (no API answer, no page, no code): only the visitor's language, so
 * that the page speaks it. A new release replaces it at once.
 */
import { DEFAULT_LANGUAGE, type Language, toLanguage } from '../../src/i18n/languages';
import { OFFLINE_PAGE_POLICY, offlineHtml } from './offline-page';

// The few service-worker types used here (the project compiles with the DOM's lib, which the
// webworker lib would contradict).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  readonly navigator: { readonly language: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: ServiceWorkerScope;

/** The shop's texts in every language there is a file for (a language is added in one place). */
const catalogs = import.meta.glob<Record<string, string>>('../../src/i18n/locales/shop/*.json', { eager: true, import: 'default' });
const textsOf = (language: Language) => catalogs[`../../src/i18n/locales/shop/${language}.json`] ?? catalogs['../../src/i18n/locales/shop/en.json']!;
const STORE = 'racelens-offline-page';
const LANGUAGE_KEY = '/racelens/language';

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The shop page says which language the visitor uses (widgets/shop/main.ts). */
self.addEventListener('message', (event) => {
  const language = toLanguage((event.data as { language?: string } | null)?.language);
  if (language) event.waitUntil(caches.open(STORE).then((store) => store.put(LANGUAGE_KEY, new Response(language))));
});

async function language(): Promise<Language> {
  const stored = await (await caches.open(STORE)).match(LANGUAGE_KEY);
  return toLanguage(stored ? await stored.text() : null) ?? toLanguage(self.navigator.language) ?? DEFAULT_LANGUAGE;
}

async function offlineResponse(): Promise<Response> {
  const lang = await language();
  const texts = textsOf(lang);
  const html = offlineHtml(lang, { title: texts['shell.offlineTitle']!, text: texts['shell.offlineText']! });
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': OFFLINE_PAGE_POLICY, 'cache-control': 'no-store' },
  });
}

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(offlineResponse));
});
