/**
 * Puts a photo link at the end of each row of the results as the row comes near the screen
 * (ARCHITECTURE.md §results-photos). Built for a results table of many thousand rows: a
 * table's links go into a layer beside it (layer.ts), since any change inside such a table makes
 * the browser lay the whole table out again; a list's go into its rows, each a layout of its own.
 * Making thousands of links at once is itself a long task on a slow phone, so only the rows near
 * the screen are linked, in blocks:
 *
 * - rows are grouped in blocks of BLOCK; one row in WATCH_EVERY is watched (one
 *   IntersectionObserver, a twentieth of the rows as targets), so some watched row of any block
 *   on the screen is near;
 * - a block coming near is linked whole: its links made in slices of SLICE_MS with a yield to
 *   input between them (src/next-task.ts), then put in at once, together with any other block
 *   that came near meanwhile;
 * - rows the page adds later: a page's worth is linked in the same turn as the page's change, more
 *   are grouped and watched the same way.
 */

import { nextTask } from '../../src/next-task';
import { bibOf } from '../../src/parts/results/bib';
import { type Columns, surnameOf } from './columns';
import { type Layer, type LayerLink, tableLayer } from './layer';
import type { RowEntry } from './row-link';
import { OURS, type Results } from './rows';

export interface EnhanceOptions {
  results: Results;
  columns: Columns;
  /** The link element for a row. */
  link: (entry: RowEntry) => HTMLAnchorElement;
  /** Told once, when the first row without a usable bib is met. */
  onRowWithoutBib: () => void;
}

/** Rows linked together: a screenful several times over (at least 20 px a row). */
const BLOCK = 200;
/** The longest stretch of work before yielding to the page, in ms: well under a long task (50 ms) on a slow phone. */
const SLICE_MS = 8;
/** How far beyond the screen a block's watched rows count as near: a screen and a half each way. */
const AHEAD = '150% 0px';
/** Rows the page adds at once that are linked at once, in the same turn as the page's change (a few ms on a slow phone). */
const AT_ONCE = 100;
/** One row watched in so many: a screen holds fewer (at least 20 px a row), so a block on it is always seen. */
const WATCH_EVERY = 20;

/** What the page's own changes are watched for. */
const WATCHED: MutationObserverInit = { childList: true, subtree: true };

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
  /** Rows near the screen waiting for their links. */
  const near: HTMLElement[] = [];
  const queued = new WeakSet<HTMLElement[]>();
  let stopped = false;
  let draining = false;
  let warned = false;
  /** A table's links are shown beside it; a list's go into its rows. */
  const layer: Layer | null = results.table ? tableLayer(results.table, (row) => lastShown(results.cells(row))) : null;
  /** The links put into a list's rows, taken out again when the work stops (another language, other attributes). */
  const placed: Element[] = [];

  /** The row's link, or nothing to do. */
  function linkOf(row: HTMLElement): LayerLink | null {
    done.add(row);
    const entry = entryOf(results.cells(row), columns);
    if (entry === undefined) return null;
    if (entry === null) {
      if (!warned) onRowWithoutBib();
      warned = true;
      return null;
    }
    return { row, link: link(entry) };
  }

  /** The links made and not yet put in. */
  const made: LayerLink[] = [];

  /** Puts the links made in at once. */
  function insert() {
    if (made.length === 0) return;
    if (layer) layer.put(made);
    else {
      // Not told of our own links (hundreds of records): the page's changes so far are taken first.
      noticeAdded(added.takeRecords());
      added.disconnect();
      for (const { row, link } of made) row.append(link);
      added.observe(results.root, WATCHED);
      placed.push(...made.map(({ link }) => link));
    }
    made.length = 0;
  }

  /** Makes the links of the blocks near the screen a slice at a time, and puts them in together once none is left. */
  async function drain() {
    if (draining) return;
    draining = true;
    // Not in the browser's turn that told of the rows (a frame's own task, its painting yet to come).
    await nextTask();
    while (near.length > 0 && !stopped) {
      const start = performance.now();
      while (near.length > 0 && performance.now() - start <= SLICE_MS) {
        const row = near.pop()!;
        const planned = !done.has(row) && row.isConnected ? linkOf(row) : null;
        if (planned) made.push(planned);
      }
      if (near.length === 0 && !stopped) insert();
      await nextTask();
    }
    draining = false;
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

  /**
   * Groups rows in blocks and watches some of each block's rows, a slice at a time: the rows are
   * read as they are grouped, so 10,000 of them are never gone through in one task.
   */
  async function watch(rows: Iterable<HTMLElement>) {
    let start = performance.now();
    let block: HTMLElement[] = [];
    const close = () => {
      // Every WATCH_EVERY-th row and the last: some watched row of a block on the screen is near.
      for (let j = 0; j < block.length; j++) {
        if (j % WATCH_EVERY !== 0 && j !== block.length - 1) continue;
        blocks.set(block[j]!, block);
        seen.observe(block[j]!);
      }
      block = [];
    };
    for (const row of rows) {
      if (stopped) return;
      if (!done.has(row)) block.push(row);
      if (block.length === BLOCK) close();
      if (performance.now() - start > SLICE_MS) {
        await nextTask();
        start = performance.now();
      }
    }
    if (!stopped && block.length > 0) close();
  }

  // Rows the page adds later (its paging, its filter, a table it draws after us).
  function noticeAdded(records: MutationRecord[]) {
    const rows: HTMLElement[] = [];
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element) || node.classList.contains(OURS)) continue;
        if (results.isRow(node)) rows.push(node as HTMLElement);
        else if (node.firstElementChild) for (const inner of node.querySelectorAll('tr')) if (results.isRow(inner)) rows.push(inner);
      }
    if (rows.length === 0 || stopped) return;
    // A page's worth (its paging, a filter's few matches) is linked now, in the same turn as the
    // page's change: shown with it.
    if (rows.length <= AT_ONCE) {
      for (const row of rows) {
        const planned = !done.has(row) ? linkOf(row) : null;
        if (planned) made.push(planned);
      }
      insert();
      return;
    }
    void watch(rows);
  }
  const added = new MutationObserver(noticeAdded);
  added.observe(results.root, WATCHED);
  void watch(results.rows());

  return () => {
    stopped = true;
    seen.disconnect();
    added.disconnect();
    near.length = 0;
    made.length = 0;
    layer?.remove();
    for (const element of placed) element.remove();
  };
}
