/**
 * The results page's photo links (PRODUCT.md §results-photos): finds the organizer's results by
 * `for`, their bib and name columns (columns.ts), and hands the rows to the enhancer (enhance.ts),
 * which puts a link (row-link.ts) at the end of each. Shows nothing of its own; what it cannot do it says
 * in the console (src/parts/results/warnings.ts) and leaves the page as it was.
 */
import { useEffect, useRef } from 'react';
import { nextTask } from '../../src/next-task';
import { warnOnce } from '../../src/parts/results/warnings';
import { useStore } from '../../src/runtime/use-store';
import type { Translate } from '../../src/runtime/use-translation';
import { useT } from '../../src/runtime/WidgetRoot';
import { eventOf } from '../../src/store/event';
import { pageSearchesOf } from '../../src/store/page-searches';
import { findColumns, isProblem } from './columns';
import { descriptor } from './descriptor.generated';
import { enhance } from './enhance';
import { followLinks, linkTarget, type RowEntry, type RowLinks, rowLink } from './row-link';
import { cellTexts, resultsIn } from './rows';
import type { ResultsPhotosProps } from './types';

/** How many first rows the columns are told from. */
const SAMPLE = 50;

/** Once the page has parsed: a results table below the widget is there by then. */
const parsed = () =>
  document.readyState === 'loading'
    ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

/** Starts once rows are there: the page may draw its table after us. */
function start(props: Required<Pick<ResultsPhotosProps, 'eventId' | 'for'>> & ResultsPhotosProps, links: RowLinks): () => void {
  const root = document.getElementById(props.for);
  if (!root) {
    warnOnce({ tag: descriptor.tag, kind: 'for', id: props.for });
    return () => {};
  }
  if (!linkTarget(links.searches, props.eventId)) {
    warnOnce({ tag: descriptor.tag, kind: 'nowhere' });
    return () => {};
  }
  let stop = () => {};
  let waiting: MutationObserver | null = null;
  const begin = () => {
    const results = resultsIn(root);
    if (!results) return false;
    // The first rows tell the columns; the enhancer reads the others in slices.
    const sample: HTMLElement[] = [];
    for (const row of results.rows()) if (sample.push(row) === SAMPLE) break;
    if (sample.length === 0) return false;
    const columns = findColumns(
      results.headers(),
      sample.map((row) => cellTexts(results, row)),
      props,
    );
    if (isProblem(columns)) {
      if (columns.problem === 'bib-column')
        warnOnce({ tag: descriptor.tag, kind: 'bib-column', id: props.for, ...(columns.given ? { given: columns.given } : {}) });
      else warnOnce({ tag: descriptor.tag, kind: 'name-column', id: props.for, given: columns.given ?? '' });
      return true;
    }
    // A table's links are in a layer right after it (layer.ts): one listener for both.
    const unfollow = followLinks(results.table?.parentElement ?? root, links);
    const unlink = enhance({
      results,
      columns,
      link: (entry) => rowLink(entry, links),
      onRowWithoutBib: () => warnOnce({ tag: descriptor.tag, kind: 'row-without-bib', id: props.for }),
    });
    stop = () => {
      unlink();
      unfollow();
    };
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

const label = (t: Translate) => (entry: RowEntry) =>
  entry.name ? t('results.photosOf', { name: entry.name, bib: entry.bib }) : t('results.photosOfBib', { bib: entry.bib });

export function ResultsPhotosView({ eventId, for: target, bibColumn, nameColumn }: ResultsPhotosProps) {
  const { t, lang } = useT();
  const store = useStore();
  const events = eventOf(store);
  const searches = pageSearchesOf(store);
  // Inside the widget's shadow root, where the theme's properties are set: their values go to the links.
  const themed = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!target?.trim()) {
      warnOnce({ tag: descriptor.tag, kind: 'for', id: null });
      return;
    }
    if (eventId === undefined) return;
    searches.resultsEvent.value = String(eventId);
    let stop = () => {};
    let gone = false;
    // The event first (one request, whatever the rows), so each link is whole when it appears.
    void Promise.all([parsed(), events.load(String(eventId))]).then(async ([, event]) => {
      // The event's answer read, the rows are read in a task of their own (10,000 on a slow phone).
      await nextTask();
      if (gone) return;
      const links: RowLinks = {
        eventId,
        searches,
        surnames: event.ok && event.data.searchType === 'surname',
        text: t('results.photos'),
        label: label(t),
        color: themed.current ? getComputedStyle(themed.current).getPropertyValue('--racelens-color-primary').trim() : '',
      };
      stop = start({ eventId, for: target.trim(), bibColumn, nameColumn }, links);
    });
    return () => {
      gone = true;
      stop();
    };
    // `lang`, not `t` (a new function each render): the links are made anew in another language.
  }, [eventId, target, bibColumn, nameColumn, lang]);
  return <span ref={themed} hidden />;
}
