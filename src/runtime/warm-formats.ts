/**
 * The browser sets up its number and date formats on their first use in a page: about 60 ms for
 * the first price and 20 ms for the first long date with the CPU slowed 4× (measured beside
 * `npm run bench:startup`). Left to the first view that shows one, that cost lands in the task
 * that draws it, which a tap then waits behind. Done here instead, each in a moment of its own
 * (`soon` or `whenIdle`) while the first answers are on their way, so the drawing task is spared it
 * (ARCHITECTURE.md §budgets). The formats made are the ones the views use, in the page's language
 * and currency, so the money formatter's cache keeps the first one.
 */
import { formatDay } from '../i18n/dates';
import { formatMoney } from '../money';

type Idle = (run: () => void) => void;

/** In an idle moment: on an organizer's page, whose first views show no price or date. */
export const whenIdle: Idle = (run) => {
  const w = globalThis as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 100);
};

/**
 * As soon as nothing more urgent waits: in the shop, whose first views show dates (the home's
 * events) and prices, and whose page is rarely idle before they are drawn. A task of the
 * lowest priority where the browser has them (then the drawing goes first), else an idle moment.
 */
export const soon: Idle = (run) => {
  const w = globalThis as { scheduler?: { postTask?: (run: () => void, options: { priority: 'background' }) => Promise<void> } };
  if (w.scheduler?.postTask) void w.scheduler.postTask(run, { priority: 'background' });
  else whenIdle(run);
};

export function warmFormats(lang: () => string, currencyId: () => number, idle: Idle = whenIdle): void {
  const steps = [() => formatMoney(1, currencyId(), { lang: lang() }), () => formatDay('1970-01-01', lang(), 'long')];
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    idle(() => {
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
