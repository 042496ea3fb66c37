/**
 * Waits for the page's scrolling to rest (ARCHITECTURE.md §results-photos). On a long results
 * page every frame of a scroll is already a long one for a slow phone (the page repaints its
 * table), and a frame in which links are put in costs a layout and more on top: put in while the
 * runner's finger is still, the links never lengthen a frame of the scroll itself. They are made
 * ahead of the screen, so the rows on it have theirs a moment after the scroll stops.
 *
 * "Resting" is the browser's `scrollend` where it has one (a slow page fires a scroll event only
 * once a frame, so a gap between them says little), else no scroll event for QUIET_MS; a scroll
 * whose end is never told counts as resting after LONGEST_MS without an event.
 */

const QUIET_MS = 150;
const LONGEST_MS = 1000;

let listening = false;
let scrolling = false;
let last = Number.NEGATIVE_INFINITY;
const hasEnd = typeof window !== 'undefined' && 'onscrollend' in window;
const waiting = new Set<() => void>();

function listen() {
  if (listening) return;
  listening = true;
  const options = { capture: true, passive: true };
  addEventListener(
    'scroll',
    () => {
      scrolling = true;
      last = performance.now();
    },
    options,
  );
  addEventListener(
    'scrollend',
    () => {
      scrolling = false;
      for (const wake of waiting) wake();
    },
    options,
  );
}

/** How long until the scroll counts as resting, in ms (0: it rests). */
function restIn(): number {
  const since = performance.now() - last;
  if (hasEnd) return scrolling ? Math.max(0, LONGEST_MS - since) : 0;
  return Math.max(0, QUIET_MS - since);
}

/** Resolves once the page's scrolling rests (at once where it is not scrolled). */
export async function scrollRest(): Promise<void> {
  listen();
  for (let left = restIn(); left > 0; left = restIn())
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, left);
      waiting.add(wake);
    });
}
