/**
 * Puts a photo link into each row of the results as the row comes near the screen
 * (docs/ARCHITECTURE.md §results-photos): a page of 10,000 rows costs what its visible rows cost.
 * Rows are watched with one IntersectionObserver (taken up in slices, so even watching 10,000
 * rows makes no long task), the links made in slices of a few milliseconds with a yield to input
 * between them (src/runtime/next-task.ts), and rows the page adds later (its own paging or
 * filtering) are watched as they come.
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
  /** The link element for a row (a `racelens-bib-photos`). */
  link: (entry: RowEntry) => Element;
  /** Told once, when the first row without a usable bib is met. */
  onRowWithoutBib: () => void;
}

/** The longest slice of work before yielding to the page, in ms: well under a long task (50 ms) on a slow phone. */
const SLICE_MS = 8;
/** Rows this far beyond the screen get their link before they are seen, so scrolling shows them done. */
const AHEAD = '100% 0px';

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

/** Starts the work; the function it answers stops it (the widget left the page). */
export function enhance({ results, columns, link, onRowWithoutBib }: EnhanceOptions): () => void {
  const done = new WeakSet<Element>();
  const queue = new Set<HTMLElement>();
  let stopped = false;
  let draining = false;
  let warned = false;

  function place(row: HTMLElement) {
    done.add(row);
    const cells = results.cells(row);
    const entry = entryOf(cells, columns);
    if (entry === undefined) return;
    if (entry === null) {
      if (!warned) onRowWithoutBib();
      warned = true;
      return;
    }
    // At the row's end: in a table, in its last cell on show (a page may hide columns on a phone).
    // Nothing that was on the screen moves for it, so the page does not shift as links appear.
    (results.table ? lastShown(cells) : row).append(link(entry));
  }

  async function drain() {
    if (draining) return;
    draining = true;
    while (queue.size > 0 && !stopped) {
      const start = performance.now();
      for (const row of queue) {
        queue.delete(row);
        if (!done.has(row) && row.isConnected) place(row);
        if (performance.now() - start > SLICE_MS) break;
      }
      await nextTask();
    }
    draining = false;
  }

  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.unobserve(entry.target);
        queue.add(entry.target as HTMLElement);
      }
      void drain();
    },
    { rootMargin: AHEAD },
  );

  /** Watches rows, a slice at a time: observing 10,000 rows at once would itself be a long task. */
  async function watch(rows: HTMLElement[]) {
    for (let i = 0; i < rows.length && !stopped; ) {
      const start = performance.now();
      for (; i < rows.length && performance.now() - start <= SLICE_MS; i++) if (!done.has(rows[i]!)) seen.observe(rows[i]!);
      if (i < rows.length) await nextTask();
    }
  }

  // Rows the page adds later (its paging, its filter, a table it draws after us).
  const added = new MutationObserver((records) => {
    const rows: HTMLElement[] = [];
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (results.isRow(node)) rows.push(node as HTMLElement);
        else for (const inner of node.querySelectorAll('tr')) if (results.isRow(inner)) rows.push(inner);
      }
    void watch(rows);
  });
  added.observe(results.root, { childList: true, subtree: true });
  void watch(results.rows());

  return () => {
    stopped = true;
    seen.disconnect();
    added.disconnect();
    queue.clear();
  };
}
