/**
 * Code or texts that failed to load because the browser is offline are fetched again once the
 * network is back: a part keeps its place (the `<Suspense>` fallback, the offline notice) and
 * appears with no reload and no tap (docs/ARCHITECTURE.md §network).
 */
import { isOffline, waitFor } from '../api/retry';

const afterOnline = <T>(load: () => Promise<T>): Promise<T> => waitFor(null).then(load);

/**
 * `load()`, fetched once more when the network is back if it failed offline (for code loaded
 * outside a part). A failure seen only after the network came back (it was offline when the
 * request failed, online by the time the failure is read) gets one more try at once: otherwise
 * it would wait for an `online` event that has already passed.
 */
export const loadOnline = <T>(load: () => Promise<T>): Promise<T> => load().catch(() => (isOffline() ? afterOnline(load) : load()));
