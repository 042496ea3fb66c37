/**
 * `npm run bench:results`: a timing company's results page of 10,000 rows with the photo links
 * (PRODUCT.md §results-photos), on a phone (390 px, CPU slowed 4×), beside the same page without
 * the SDK (its files refused; the page's own script still draws the table). Loaded, then scrolled
 * through forty screens as a runner looking for their row would; it prints, as medians of
 * `--runs` runs (3 by default):
 *   - the longest task and the number of tasks over 50 ms after the page's own drawing, with and
 *     without the SDK, and the blocking time the SDK adds (ARCHITECTURE.md §results-photos);
 *   - then, the page scrolled to PLACES places down the table at once: how many rows on the screen
 *     lacked their link once the scroll rested (none is the target) and how long the slowest took
 *     to have them all; and how long after navigation the first screen's rows had theirs (mostly
 *     the page's own drawing at 4×);
 *   - of the long animation frames, the SDK's own script time (in all, and its longest in one
 *     frame: the target is under 50 ms) and the style and layout time;
 *   - the layout shift while the links appeared.
 * Targets: no task over 50 ms of the SDK's own (the longest with it no longer than without, or
 * under 50 ms), and a layout shift of at most 0.02.
 *
 *   flock /tmp/racelens-browser.lock npm run bench:results -- --runs 5
 */
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { openStage } from './build.ts';
import { median, ms, printRows, type Row, taskFigures } from './report.ts';

const CPU_SLOWDOWN = 4;
const SCREENS = 40;
/** Where the page is scrolled to, as parts of its height, once the timed scrolling is done. */
const PLACES = [0.1, 0.35, 0.6, 0.85, 1];
const targets = { longestTaskMs: 50, shift: 0.02 };
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs) || 3);

interface Sample {
  /** At the places scrolled to (with the SDK): the rows on the screen, those without their link once the scroll rested, the slowest wait for them all in ms. */
  onScreen: number;
  unlinked: number;
  linkedAtRest: number;
  longest: number;
  over50: number;
  /** In long frames after the drawing: the SDK's script time, and style and layout time. */
  sdkScript: number;
  layout: number;
  /** The SDK's longest script stretch in one frame. */
  sdkLongest: number;
  /** The SDK's longest script of each frame where its scripts took over 50 ms: what, where. */
  sdkScripts: string[];
  blocking: number;
  linked: number | null;
  shift: number;
  /** Without the SDK: the longest task after a change of the page's own (its counter's text), at rest. */
  pageChange: number;
}

/** A long animation frame: its start, the SDK's script time in it (from the CDN), its style and layout time, and the SDK's longest script. */
type Frame = { start: number; ours: number; layout: number; longest: string };
type Bench = { tasks: Array<[number, number]>; frames: Frame[]; shift: number; drawn: number; linked: (row: Element) => boolean };

/** Collected in the page from its start: long tasks and layout shifts. */
function observe() {
  const w = window as unknown as { bench: Bench };
  // A row has its link where a cell of it owns one (the links are shown in a layer beside the table).
  const linked = (row: Element) =>
    [...row.querySelectorAll('[aria-owns]')].some((cell) =>
      cell
        .getAttribute('aria-owns')!
        .split(' ')
        .some((id) => document.getElementById(id)?.matches('a.racelens-photos-link:not([hidden])')),
    );
  w.bench = { tasks: [], frames: [], shift: 0, drawn: 0, linked };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.bench.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.bench.shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // Which part of each long frame is whose: the SDK's scripts come from the CDN's port.
  type Script = { duration: number; sourceURL: string; invoker: string; sourceFunctionName: string };
  type Loaf = { startTime: number; duration: number; styleAndLayoutStart: number; scripts: Script[] };
  new PerformanceObserver((list) => {
    const loader = document.querySelector<HTMLScriptElement>('script[src*="loader.js"]')?.src;
    const sdk = (url: string) => !!loader && url.startsWith(new URL(loader).origin);
    for (const e of list.getEntries() as unknown as Loaf[]) {
      const mine = e.scripts.filter((x) => sdk(x.sourceURL));
      const ours = mine.reduce((sum, x) => sum + x.duration, 0);
      const top = mine.sort((a, b) => b.duration - a.duration)[0];
      const longest = top ? `${Math.round(top.duration)} ms ${top.invoker} ${top.sourceFunctionName || '?'} ${top.sourceURL.split('/').pop()}` : '';
      w.bench.frames.push({
        start: e.startTime,
        ours,
        layout: e.startTime + e.duration - e.styleAndLayoutStart,
        longest,
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  // The page's own drawing is done by DOMContentLoaded (its script is deferred): what comes after is counted.
  document.addEventListener('DOMContentLoaded', () => setTimeout(() => (w.bench.drawn = performance.now())));
}

async function measure(context: BrowserContext, url: string, cdn: string, withSdk: boolean): Promise<Sample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript('window.__name = (f) => f');
  await page.addInitScript(observe);
  if (!withSdk)
    await page.route(
      (u) => u.href.startsWith(cdn),
      (route) => route.abort(),
    );
  await page.goto(url, { waitUntil: 'load' });
  let linked: number | null = null;
  if (withSdk) {
    await page.waitForFunction(
      () => {
        const row = document.querySelectorAll('#results tbody tr')[5];
        return !!row && (window as unknown as { bench: Bench }).bench.linked(row);
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    linked = await page.evaluate(() => performance.now());
  } else await page.waitForTimeout(1500); // the same quiet moment the links would have taken, for the tasks of the page alone
  for (let i = 0; i < SCREENS; i++) {
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  // The links of the screen the scrolling ended on, and what they cost, counted too.
  if (withSdk) await page.evaluate(linkedAfterScroll, null);
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
  const pageChange = withSdk ? 0 : await ownChange(page);
  const { tasks, frames, shift, drawn } = await page.evaluate(() => {
    const { tasks, frames, shift, drawn } = (window as unknown as { bench: Bench }).bench;
    return { tasks, frames, shift, drawn };
  });
  const places = [];
  if (withSdk) for (const place of PLACES) places.push(await page.evaluate(linkedAfterScroll, place));
  await page.close();
  const after = tasks.filter(([start]) => start >= drawn);
  const framesAfter = frames.filter((f) => f.start >= drawn);
  return {
    sdkScript: framesAfter.reduce((sum, f) => sum + f.ours, 0),
    layout: framesAfter.reduce((sum, f) => sum + f.layout, 0),
    sdkLongest: Math.max(0, ...framesAfter.map((f) => f.ours)),
    sdkScripts: framesAfter.filter((f) => f.ours > 50).map((f) => f.longest),
    onScreen: places.reduce((sum, p) => sum + p.onScreen, 0),
    unlinked: places.reduce((sum, p) => sum + p.unlinked, 0),
    linkedAtRest: Math.max(0, ...places.map((p) => p.after)),
    ...taskFigures(after),
    linked,
    shift,
    pageChange,
  };
}

/**
 * Scrolls the page at once to `place` (a part of its height; null: where it is), then waits for every row on the
 * screen to have its link, looking every 100 ms, for at most 10 s: the rows on the screen, those
 * still without it, and how long it took from the scroll, in ms.
 */
async function linkedAfterScroll(place: number | null): Promise<{ onScreen: number; unlinked: number; after: number }> {
  const { linked } = (window as unknown as { bench: Bench }).bench;
  const rows = document.querySelector<HTMLTableElement>('#results')!.tBodies[0]!.rows;
  /** The rows on the screen, found by halving (10,000 rows are too many to measure each time). */
  const onScreen = () => {
    let [low, high] = [0, rows.length];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (rows[mid]!.getBoundingClientRect().bottom <= 0) low = mid + 1;
      else high = mid;
    }
    const found: Element[] = [];
    for (let i = low; i < rows.length && rows[i]!.getBoundingClientRect().top < innerHeight; i++) found.push(rows[i]!);
    return found;
  };
  if (place !== null) scrollTo(0, place * (document.documentElement.scrollHeight - innerHeight));
  const from = performance.now();
  while (performance.now() - from < 10_000 && !onScreen().every(linked)) await new Promise((next) => setTimeout(next, 100));
  const shown = onScreen();
  return { onScreen: shown.length, unlinked: shown.filter((row) => !linked(row)).length, after: performance.now() - from };
}

/**
 * The frame a change of the page's own costs the browser, at rest: its counter's text, the
 * smallest change it makes (it writes it on every filter). On a page of 10,000 rows any change
 * that needs a layout costs one long frame whoever makes it (the browser goes over the page's
 * layers and repaints its table); that frame is what the SDK's own frames are held to. The
 * longest task after each of three such changes, their median.
 */
async function ownChange(page: Page): Promise<number> {
  const frames: number[] = [];
  for (let i = 0; i < 3; i++)
    frames.push(
      await page.evaluate(async (i) => {
        const { tasks } = (window as unknown as { bench: Bench }).bench;
        const from = performance.now();
        document.getElementById('count')!.textContent = `${10000 - i} finishers`;
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300))));
        return Math.max(0, ...tasks.filter(([start]) => start >= from).map(([, d]) => d));
      }, i),
    );
  return median(frames);
}

const { running, browser, close } = await openStage('results');
let failed = false;
try {
  await running.warmed;
  const url = `${running.urls.examples}/results/`;
  console.log(`Chromium ${browser.version()}, 390×844, CPU ${CPU_SLOWDOWN}× slower, 10,000 rows scrolled through ${SCREENS} screens, median of ${runs} runs`);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const withSdk: Sample[] = [];
  const without: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    without.push(await measure(context, url, running.urls.cdn, false));
    withSdk.push(await measure(context, url, running.urls.cdn, true));
  }
  await context.close();
  const m = (samples: Sample[], key: 'longest' | 'over50' | 'blocking' | 'shift' | 'sdkScript' | 'layout' | 'sdkLongest' | 'pageChange') =>
    median(samples.map((s) => s[key]));
  const longestOk = m(withSdk, 'longest') <= Math.max(targets.longestTaskMs, m(without, 'longest'));
  const unlinked = Math.max(...withSdk.map((s) => s.unlinked));
  const onScreen = Math.min(...withSdk.map((s) => s.onScreen));
  const rows: Row[] = [
    [`rows on the screen without their link at rest (${PLACES.length} places)`, `${unlinked} of ${onScreen}`, 'none', unlinked === 0 && onScreen > 0],
    ['links on the screen after a scroll, the slowest', ms(Math.max(...withSdk.map((s) => s.linkedAtRest))), '(for information)', true],
    ['first screen linked after', ms(median(withSdk.map((s) => s.linked ?? 0))), '(for information)', true],
    [
      'longest task after the drawing, with / without',
      `${ms(m(withSdk, 'longest'))} / ${ms(m(without, 'longest'))}`,
      `≤ ${targets.longestTaskMs} ms or the page's own`,
      longestOk,
    ],
    ["the page's own smallest change, at rest: its frame", ms(m(without, 'pageChange')), '(for information)', true],
    ['tasks over 50 ms, with / without', `${m(withSdk, 'over50')} / ${m(without, 'over50')}`, '(for information)', true],
    ['blocking time the SDK adds', ms(m(withSdk, 'blocking') - m(without, 'blocking')), '(for information)', true],
    ['in long frames: SDK script, its longest in one frame', `${ms(m(withSdk, 'sdkScript'))}, ${ms(m(withSdk, 'sdkLongest'))}`, '(for information)', true],
    ['in long frames: style and layout, with / without', `${ms(m(withSdk, 'layout'))} / ${ms(m(without, 'layout'))}`, '(for information)', true],
    ['layout shift with the SDK', m(withSdk, 'shift').toFixed(4), `≤ ${targets.shift}`, m(withSdk, 'shift') <= targets.shift],
  ];
  if (!printRows(rows, 50, 18)) failed = true;
  const scripts = withSdk.at(-1)!.sdkScripts;
  if (scripts.length > 0) console.log(`The SDK's scripts in frames where they took over 50 ms (last run):\n${scripts.map((x) => `  ${x}`).join('\n')}`);
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
