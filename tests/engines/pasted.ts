/**
 * Pages pasted as an organizer would (tests/engines/pasted-pages.ts) must not move after their
 * first paint in any engine (ARCHITECTURE.md §embedding), and their first paint must not wait
 * for our CDN: positions are read every frame from the first one (tests/engines/layout-watch.js).
 * `first-paint` prints what the widgets cost the page's first paint with a late loader and with
 * one that never answers, against the same page without widgets.
 */
import assert from 'node:assert/strict';
import { type Arrival, lateBy, type PageKind } from './pasted-pages';
import type { Scenario } from './scenarios';
import type { User } from './user';

interface Layout {
  firstFrame: number | null;
  parsedFrame: number | null;
  loaderAt: number | null;
  /** The frame in which every widget showed its first view; positions are followed until then. */
  viewAt: number | null;
  moved: number;
  worst: string;
  /** The browser's own first contentful paint, where it reports one. */
  paint: number | null;
}

/** The layout record of `win` once it has had its first frame after parsing, else null. */
const readLayout = (win: string) => `const win = ${win};
  const layout = win && win.__racelensLayout;
  const paint = layout && win.performance.getEntriesByName('first-contentful-paint')[0];
  return layout && layout.parsedFrame !== null ? { ...layout, paint: paint ? paint.startTime : null } : null;`;

const pageUrl = (base: string, kind: PageKind, arrival: Arrival) => `${base}/pasted/${kind}/${arrival}`;

/**
 * Waits until `win` has started no request for a while (as a network-idle wait): leaving a page
 * while its widgets still fetch their lazy parts aborts the imports, which Firefox reports as
 * errors the page never had.
 */
async function quiet(user: User, win = 'window'): Promise<void> {
  let last = -1;
  let same = 0;
  await user.until('the page to finish what it loads', `return ${win}.performance.getEntriesByType('resource').length;`, 20_000, (count: number) => {
    same = count === last ? same + 1 : 0;
    last = count;
    return same >= 5;
  });
}

const stillPage =
  (kind: PageKind): Scenario =>
  async (user, urls) => {
    for (const arrival of ['now', 'late'] as const) {
      await user.goto(pageUrl(urls.pasted, kind, arrival));
      const layout = await user.until<Layout>(
        `the first view of every widget on the ${kind} page (loader ${arrival})`,
        readLayout('window'),
        20_000,
        (record) => !!record && record.viewAt !== null,
      );
      assert.ok(layout.moved < 1, `the ${kind} page (loader ${arrival}) moved after its first paint: ${layout.worst}`);
      await quiet(user);
    }
  };

/** The README's snippet (steps 1 and 2 as written) and the builder's HTML: no movement, loader on time or 600 ms late. */
export const stillReadme = stillPage('readme');
export const stillBuilder = stillPage('builder');

/** Every widget in the frame has shown its content and none is loading any more. */
const widgetsShown = `const doc = document.querySelector('iframe').contentDocument;
  const hosts = [...doc.body.querySelectorAll('*')].filter((el) => el.localName.startsWith('racelens-'));
  const busy = (root) => [...root.querySelectorAll('*')].some((el) => el.matches('.rl-progress, [aria-busy="true"]') || (el.shadowRoot ? busy(el.shadowRoot) : false));
  return hosts.length > 0 && hosts.every((host) => host.shadowRoot && host.shadowRoot.childElementCount > 0 && !busy(host.shadowRoot));`;

interface Painted {
  /** The first contentful paint where the engine reports one, else the first frame after parsing. */
  paint: number;
  /** When the loader's answer had arrived (resource timing), if it did. */
  loaderAt: number | null;
}

/**
 * Loads a page into a frame filling the window (a page whose loader never answers never fires
 * `load`, which WebDriver would wait for on a top-level navigation) and waits for its first paint.
 */
async function inFrame(user: User, url: string): Promise<Painted> {
  await user.tab.run(`document.querySelector('iframe')?.remove();
    const frame = document.createElement('iframe');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0';
    frame.src = ${JSON.stringify(url)};
    document.body.append(frame);`);
  return user.until<Painted>(
    `the first paint of ${url}`,
    `const win = document.querySelector('iframe').contentWindow;
    if (win.location.href !== ${JSON.stringify(url)}) return null;
    const contentful = win.performance.getEntriesByName('first-contentful-paint')[0];
    const layout = win.__racelensLayout;
    const paint = contentful ? contentful.startTime : layout ? layout.parsedFrame : null;
    const loader = win.performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/loader.js'));
    return paint === null ? null : { paint, loaderAt: loader ? loader.responseEnd : null };`,
  );
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The page's text paints before a late loader has arrived and without one that never answers;
 * the widgets come when a late loader does. Prints the first paint against the page without
 * widgets.
 */
export const firstPaint: Scenario = async (user, urls) => {
  await user.goto(pageUrl(urls.pasted, 'plain', 'now'));
  const plain = await inFrame(user, pageUrl(urls.pasted, 'plain', 'now'));
  const late = await inFrame(user, pageUrl(urls.pasted, 'readme', 'late'));
  assert.ok(late.loaderAt === null || late.paint < late.loaderAt, 'the page waited for the late loader before its first paint');
  await user.until('the widgets after the late loader', widgetsShown, 20_000);
  await quiet(user, `document.querySelector('iframe').contentWindow`);
  const never = await inFrame(user, pageUrl(urls.pasted, 'readme', 'never'));
  assert.equal(never.loaderAt, null);
  const cost = ({ paint }: Painted) => {
    const more = Math.round(paint - plain.paint);
    return `${ms(paint)} (${more >= 0 ? '+' : ''}${more} ms)`;
  };
  console.log(`    first paint: without widgets ${ms(plain.paint)}; loader ${lateBy} ms late ${cost(late)}; loader never answers ${cost(never)}`);
  await user.tab.run(`document.querySelector('iframe').remove();`);
};
