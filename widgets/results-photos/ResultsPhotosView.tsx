/**
 * The results page's photo links (docs/PRODUCT.md §results-photos): finds the organizer's results
 * by `for`, their bib and name columns (columns.ts), and hands the rows to the enhancer
 * (enhance.ts), which puts a `racelens-bib-photos` into each. Shows nothing of its own; what it
 * cannot do it says in the console (warnings.ts) and leaves the page as it was.
 */
import { useEffect } from 'react';
import { warnOnce } from '../../src/parts/results/warnings';
import { useStore } from '../../src/runtime/use-store';
import { eventOf } from '../../src/store/event';
import { findColumns, isProblem } from './columns';
import { enhance, type RowEntry } from './enhance';
import { cellTexts, resultsIn } from './rows';
import type { ResultsPhotosProps } from './types';

/** How many first rows the columns are told from. */
const SAMPLE = 50;

/** Once the page has parsed: a results table below the widget is there by then. */
const parsed = () =>
  document.readyState === 'loading'
    ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

function linkFor(eventId: number) {
  return ({ bib, name, surname }: RowEntry) => {
    const link = document.createElement('racelens-bib-photos');
    link.setAttribute('bib', bib);
    link.setAttribute('event-id', String(eventId));
    if (name) link.setAttribute('name', name);
    if (surname) link.setAttribute('surname', surname);
    return link;
  };
}

/** Starts once rows are there: the page may draw its table after us. */
function start(props: Required<Pick<ResultsPhotosProps, 'eventId' | 'for'>> & ResultsPhotosProps): () => void {
  const root = document.getElementById(props.for);
  if (!root) {
    warnOnce({ kind: 'for', id: props.for });
    return () => {};
  }
  let stop = () => {};
  let waiting: MutationObserver | null = null;
  const begin = () => {
    const results = resultsIn(root);
    if (!results) return false;
    const rows = results.rows();
    if (rows.length === 0) return false;
    const columns = findColumns(
      results.headers(),
      rows.slice(0, SAMPLE).map((row) => cellTexts(results, row)),
      props,
    );
    if (isProblem(columns)) {
      if (columns.problem === 'bib-column') warnOnce({ kind: 'bib-column', id: props.for, ...(columns.given ? { given: columns.given } : {}) });
      else warnOnce({ kind: 'name-column', id: props.for, given: columns.given ?? '' });
      return true;
    }
    stop = enhance({ results, columns, link: linkFor(props.eventId), onRowWithoutBib: () => warnOnce({ kind: 'row-without-bib', id: props.for }) });
    return true;
  };
  if (!begin()) {
    waiting = new MutationObserver(() => {
      if (begin()) waiting?.disconnect();
    });
    waiting.observe(root, { childList: true, subtree: true });
  }
  return () => {
    waiting?.disconnect();
    stop();
  };
}

export function ResultsPhotosView({ eventId, for: target, bibColumn, nameColumn }: ResultsPhotosProps) {
  const events = eventOf(useStore());
  useEffect(() => {
    if (!target?.trim()) {
      warnOnce({ kind: 'for', id: null });
      return;
    }
    if (eventId === undefined) return;
    let stop = () => {};
    let gone = false;
    // The event first (one request, whatever the rows), so each link is whole when it appears.
    void Promise.all([parsed(), events.load(String(eventId))]).then(() => {
      if (!gone) stop = start({ eventId, for: target.trim(), bibColumn, nameColumn });
    });
    return () => {
      gone = true;
      stop();
    };
  }, [eventId, target, bibColumn, nameColumn]);
  return null;
}
