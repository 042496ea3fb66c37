/**
 * The browser sets up its number and date formats on their first use in a page: whichever comes
 * first costs 55–65 ms with the CPU slowed 4×, the other then 5–15 ms (measured beside
 * `npm run bench:startup`). Left to the first view that shows one, that cost lands in the task
 * that draws it, which a tap then waits behind. Done here instead, each in a task of its own
 * while the first answers are on their way, so the drawing task is spared it
 * (ARCHITECTURE.md §budgets). The formats made are the ones the views use, in the page's language
 * and currency, so the money formatter's cache keeps the first one.
 */
import { formatDay } from '../i18n/dates';
import { formatMoney } from '../money';

/** Runs a piece in a task of its own, later. */
type Schedule = (run: () => void) => void;

/**
 * A task of its own, queued like the start's other steps where the browser can (`postTask`), else
 * an idle moment. The pieces must all be done before the first answers are drawn: left to idle
 * moments or the lowest priority, they often came after, and the gallery's first drawing (its
 * date and prices) was then one task of 75–105 ms at 4× on the organizer page.
 */
const soon: Schedule = (run) => {
  const w = globalThis as {
    scheduler?: { postTask?: (run: () => void, options: { priority: 'user-visible' }) => Promise<void> };
    requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  };
  if (w.scheduler?.postTask) void w.scheduler.postTask(run, { priority: 'user-visible' });
  else if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 100);
};

export function warmFormats(lang: () => string, currencyId: () => number, later: Schedule = soon): void {
  // The set-up in pieces, each a task: the language's likely form, then the browser's list of its
  // languages (the largest piece, 35–50 ms at 4×), after which the price and the date formats
  // themselves take a few ms each. Made in one go, the first format took 55–65 ms.
  const steps = [
    () => new Intl.Locale(lang()).maximize(),
    () => Intl.NumberFormat.supportedLocalesOf([lang()]),
    () => formatMoney(1, currencyId(), { lang: lang() }),
    () => formatDay('1970-01-01', lang(), 'long'),
  ];
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    later(() => {
      try {
        step();
      } catch {
        // A format the browser cannot make here is the view's to fall back from, not ours.
      }
      next();
    });
  };
  next();
}
