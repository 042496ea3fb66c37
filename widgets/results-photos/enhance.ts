/**
 * Puts a photo link into each row of the results as the row comes near the screen
 * (ARCHITECTURE.md §results-photos). Built for a results table of many thousand rows, whose own
 * layout is what costs: any change inside such a table makes the browser lay the whole table out
 * again (about 60 ms at full speed for 10,000 rows, measured). So rows are linked in blocks, each
 * block in one go, so that a screen's worth of rows costs one such layout, not one per row:
 *
 * - rows are grouped in blocks of BLOCK; one row in WATCH_EVERY is watched (one
 *   IntersectionObserver, a twentieth of the rows as targets), so some watched row of any block
 *   on the screen is near;
 * - a block coming near is linked whole: its links made in slices of SLICE_MS with a yield to
 *   input between them (src/runtime/next-task.ts), then put in at once;
 * - once those are in and the page is idle, every other row is linked the same way in one go,
 *   so that scrolling on costs no more layouts;
 * - rows the page adds later (its paging, its filter, a table drawn after us) are grouped and
 *   watched the same way.
 */
import { bibOf } from '../../src/parts/results/bib';
import { nextTask } from '../../src/runtime/next-task';
import { type Columns, surnameOf } from './columns';
import type { Results } from './rows';

/** What one row's link is made from. */
export interface RowEntry {
  bib: string;
  name?: string;
  surname?: string;
}

export interface EnhanceOptions {
  results: Results;
  columns: Columns;
  /** The link element for a row. */
  link: (entry: RowEntry) => Element;
  /** Told once, when the first row without a usable bib is met. */
  onRowWithoutBib: () => void;
}

/**
 * Rows linked together: one layout of the host's table for them all. Each such layout costs
 * the same whatever the number of links (the whole table is laid out), so blocks are large.
 */
const BLOCK = 250;
/** The longest stretch of work before yielding to the page, in ms: well under a long task (50 ms) on a slow phone. */
const SLICE_MS = 8;
/** How far beyond the screen a block's watched rows count as near: a screen and a half each way. */
const AHEAD = '150% 0px';
/** One row watched in so many: a screen holds fewer (at least 20 px a row), so a block on it is always seen. */
const WATCH_EVERY = 20;

const cellText = (cell: Element | undefined) => (cell?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The row's entry, or null where it has no usable bib; `undefined` for rows too short to be results (a group's caption row). */
export function entryOf(cells: readonly Element[], columns: Columns): RowEntry | null | undefined {
  if (cells.length <= columns.bib) return undefined;
  const bib = bibOf(cellText(cells[columns.bib]));
  if (!bib) return null;
  const name = columns.name !== undefined ? cellText(cells[columns.name]) : '';
  const ownSurname = columns.surname !== undefined ? cellText(cells[columns.surname]) : '';
  const fullName = [name, ownSurname].filter(Boolean).join(' ');
  const surname = ownSurname || (name ? surnameOf(name) : '');
  return { bib, ...(fullName ? { name: fullName } : {}), ...(surname ? { surname } : {}) };
}

/** Runs `work` once the page is idle (a second at most), where the browser can say so. */
function idle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 200);
}

/** The last cell the page shows (`display: none` columns passed over). */
function lastShown(cells: readonly Element[]): Element {
  for (let i = cells.length - 1; i > 0; i--) if (cells[i]!.checkVisibility?.() ?? true) return cells[i]!;
  return cells[0]!;
}

/** Starts the work; the function it answers stops it and takes its links out (the widget left the page, or starts anew). */
export function enhance({ results, columns, link, onRowWithoutBib }: EnhanceOptions): () => void {
  const done = new WeakSet<Element>();
  /** A watched row → the rows of its block. */
  const blocks = new WeakMap<Element, HTMLElement[]>();
  /** Rows near the screen waiting for their links, and every other row (taken from the end: they go in together). */
  const near: HTMLElement[] = [];
  const rest: HTMLElement[] = [];
  let restQueued = false;
  const queued = new WeakSet<HTMLElement[]>();
  let stopped = false;
  let draining = false;
  let warned = false;
  /** The links put in, taken out again when the work stops (another language, other attributes). */
  const placed: Element[] = [];

  /** The row's link and where it goes, or nothing to do. */
  function linkOf(row: HTMLElement): [Element, Element] | null {
    done.add(row);
    const cells = results.cells(row);
    const entry = entryOf(cells, columns);
    if (entry === undefined) return null;
    if (entry === null) {
      if (!warned) onRowWithoutBib();
      warned = true;
      return null;
    }
    // At the row's end: in a table, in its last cell on show (a page may hide columns on a
    // phone), and out of the flow where the text would have put it (its static position): the
    // cell's widths stay as they were, so no column moves (no layout shift) and the browser has no
    // column widths to work out again for the whole table.
    const element = link(entry);
    if (!results.table) return [row, element];
    (element as HTMLElement).style.position = 'absolute';
    return [lastShown(cells), element];
  }

  /**
   * Makes the links of the queued rows a slice at a time, and puts them in at once when a queue
   * is empty: one layout of the host's table for all of them. The rows near the screen first;
   * then, once the page is idle, every other row in one go, so scrolling later costs nothing.
   */
  async function drain() {
    if (draining) return;
    draining = true;
    const made: Array<[Element, Element]> = [];
    const insert = () => {
      for (const [where, element] of made) where.append(element);
      placed.push(...made.map(([, element]) => element));
      made.length = 0;
    };
    while ((near.length > 0 || rest.length > 0) && !stopped) {
      const start = performance.now();
      const from = near.length > 0 ? near : rest;
      while (from.length > 0 && performance.now() - start <= SLICE_MS) {
        const row = from.pop()!;
        const planned = !done.has(row) && row.isConnected ? linkOf(row) : null;
        if (planned) made.push(planned);
      }
      // The rows near the screen go in as soon as they are made, even amid the rest.
      if (from.length === 0 && !stopped) insert();
      await nextTask();
    }
    draining = false;
    if (!stopped && !restQueued) {
      restQueued = true;
      idle(() => {
        rest.push(...results.rows().filter((row) => !done.has(row)));
        void drain();
      });
    }
  }

  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const block = blocks.get(entry.target);
        if (!block || queued.has(block)) continue;
        queued.add(block);
        for (const row of block) seen.unobserve(row);
        near.push(...block);
      }
      void drain();
    },
    { rootMargin: AHEAD },
  );

  /** Groups rows in blocks and watches some of each block's rows; new rows get an idle pass of their own too. */
  function watch(rows: readonly HTMLElement[]) {
    if (rows.length > 0) restQueued = false;
    for (let i = 0; i < rows.length && !stopped; i += BLOCK) {
      const block = rows.slice(i, i + BLOCK).filter((row) => !done.has(row));
      if (block.length === 0) continue;
      // Every WATCH_EVERY-th row and the last: some watched row of a block on the screen is near.
      for (const row of block.filter((_, j) => j % WATCH_EVERY === 0 || j === block.length - 1)) {
        blocks.set(row, block);
        seen.observe(row);
      }
    }
  }

  // Rows the page adds later (its paging, its filter, a table it draws after us).
  const added = new MutationObserver((records) => {
    const rows: HTMLElement[] = [];
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (results.isRow(node)) rows.push(node as HTMLElement);
        else if (node.firstElementChild) for (const inner of node.querySelectorAll('tr')) if (results.isRow(inner)) rows.push(inner);
      }
    watch(rows);
  });
  added.observe(results.root, { childList: true, subtree: true });
  watch(results.rows());

  return () => {
    stopped = true;
    seen.disconnect();
    added.disconnect();
    near.length = 0;
    rest.length = 0;
    for (const element of placed) element.remove();
  };
}
