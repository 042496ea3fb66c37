/**
 * Installs the shop's service worker (widgets/shop/sw.ts, ARCHITECTURE.md §offline-page), or
 * removes it where the shop's settings switch the offline page off (`data-offline-page="off"` on
 * the loader's script). A browser without service workers, or one that refuses this one, keeps
 * the shop as it is.
 */
export function keepOfflinePage(enabled: boolean, language: string): void {
  const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (!workers) return;
  if (enabled)
    workers
      .register('/sw.js')
      .then(() => workers.ready)
      .then((registration) => registration.active?.postMessage({ language }))
      .catch(() => undefined);
  else
    workers
      .getRegistrations()
      .then((registrations) => registrations.forEach((registration) => void registration.unregister()))
      .catch(() => undefined);
}

/** Tells the worker the visitor's language, so that the offline page speaks it. */
export function tellOfflinePageLanguage(language: string): void {
  if ('serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage({ language });
}
