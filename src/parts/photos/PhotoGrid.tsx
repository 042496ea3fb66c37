/**
 * A windowed grid of photo thumbnails: only the rows near the viewport are in the DOM, the
 * rest is reserved height, so an album of 10,000 photos scrolls as smoothly as one of 20.
 * Cells have a fixed aspect ratio and images load lazily into them, so nothing jumps.
 * The cells are a pool keyed by slot (assignSlots): scrolling moves them and changes their
 * photo and creates no elements, so a fast thumb leaves no detached nodes for the garbage
 * collector, whose pauses were the long tasks on a phone (npm run bench).
 * It follows the page's scrolling (the widget sits in the host page's flow, not in a box of
 * its own), and asks its owner for the photos of the visible range as they come into view.
 */
import { type MutableRefObject, memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Photo } from '../../api/schemas';
import { assignSlots, FLING_REST_MS, gridLayout, isFling, offsetOf, visibleRange } from './grid-layout';

export interface GridHandle {
  /** Scrolls the photo into view when it is not, and focuses its cell (the viewer's return). */
  focus(index: number): void;
}

export interface PhotoGridProps {
  count: number;
  photoAt: (index: number) => Photo | undefined;
  /** The cells the grid shows now; the owner fetches what is missing. */
  onRange?: (start: number, end: number) => void;
  onOpen: (index: number) => void;
  /** Alternative text of a photo, which is also the cell button's name. */
  label: (index: number) => string;
  handle?: MutableRefObject<GridHandle | null>;
  /** Accessible name of the list. */
  listLabel: string;
  /** Called once, when the thumbnails first rendered have all loaded (or failed). */
  onShown?: () => void;
}

/** How long before a first scroll after a rest its move is taken to have begun (a few frames). */
const FIRST_MOVE_MS = 100;
const viewportHeight = () => (typeof window === 'undefined' ? 800 : window.innerHeight || 800);

export function PhotoGrid({ count, photoAt, onRange, onOpen, label, handle, listLabel, onShown }: PhotoGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // How far the viewport's top is below the grid's top; refreshed on scroll and resize.
  const [top, setTop] = useState(0);
  const [viewport, setViewport] = useState(viewportHeight);
  const [fling, setFling] = useState(false);
  const pendingFocus = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    let rest: ReturnType<typeof setTimeout> | undefined;
    let last = { top: Number.NaN, time: 0 };
    // Only a scroll can be a fling, not content above the grid moving it.
    let scrolled = false;
    const measure = () => {
      frame = 0;
      const next = { top: -element.getBoundingClientRect().top, time: performance.now() };
      if (scrolled && next.top !== last.top && !Number.isNaN(last.top)) {
        setFling(isFling(next.top - last.top, next.time - last.time, viewportHeight()));
        clearTimeout(rest);
        rest = setTimeout(() => setFling(false), FLING_REST_MS);
      }
      last = next;
      scrolled = false;
      setTop(next.top);
      setViewport(viewportHeight());
      setWidth(element.clientWidth);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    let lastScrollAt = Number.NEGATIVE_INFINITY;
    const onScroll = () => {
      const now = performance.now();
      // The first move after a rest is timed from just before it (FIRST_MOVE_MS), not from the
      // last measure, which may be seconds old: judged against that, a fling's first screen
      // looked like reading and fetched its thumbnails.
      if (now - lastScrollAt > FLING_REST_MS) last = { top: last.top, time: Math.max(last.time, now - FIRST_MOVE_MS) };
      lastScrollAt = now;
      scrolled = true;
      schedule();
    };
    // The first measure in the coming frame, not here: reading the grid's place in the render's
    // task would force the page's layout into it and lengthen the task a tap waits behind
    // (ARCHITECTURE.md §budgets). Until then the first rows show at their default size.
    schedule();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    // Capture: scrolling of any ancestor box counts too, not only the window's.
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(rest);
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, []);

  const layout = useMemo(() => gridLayout(width, count), [width, count]);
  const { start, end } = width ? visibleRange(layout, count, top, viewport, viewport / 2) : { start: 0, end: Math.min(count, 12) };
  const slots = useRef(new Map<number, number>());
  slots.current = assignSlots(slots.current, start, end);
  const shownOnce = useRef(false);
  // Loads and fails of the thumbnails, caught on the list (they do not bubble): the first time
  // every thumbnail rendered is complete, the owner hears of it.
  const settle = () => {
    const images = ref.current?.querySelectorAll('img:not([hidden])') ?? [];
    if (shownOnce.current || ![...images].every((image) => (image as HTMLImageElement).complete)) return;
    shownOnce.current = true;
    onShown?.();
  };

  useEffect(() => {
    if (end > start) onRange?.(start, end);
  }, [start, end, onRange]);

  if (handle) {
    handle.current = {
      focus(index) {
        const element = ref.current;
        if (!element) return;
        const rowTop = element.getBoundingClientRect().top + offsetOf(layout, index);
        if (rowTop < 0 || rowTop + layout.rowHeight > viewportHeight()) {
          window.scrollTo({ top: window.scrollY + rowTop - viewportHeight() / 3 });
        }
        const cell = element.querySelector<HTMLElement>(`[data-index="${index}"]`);
        if (cell) return cell.focus();
        // Not rendered yet: focus it after the render that brings its row in.
        pendingFocus.current = index;
        setTop(-element.getBoundingClientRect().top);
        setWidth(element.clientWidth);
      },
    };
  }

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const cell = ref.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (cell) {
      cell.focus();
      pendingFocus.current = null;
    }
  });

  const cells = [];
  for (let index = start; index < end; index++) {
    cells.push(
      <GridCell
        key={slots.current.get(index)}
        index={index}
        photo={photoAt(index)}
        x={(index % layout.columns) * (layout.cellWidth + layout.gap)}
        y={Math.floor(index / layout.columns) * layout.rowHeight}
        width={layout.cellWidth}
        height={layout.cellHeight}
        label={label}
        fling={fling}
      />,
    );
  }

  return (
    <div ref={ref} className="rl-grid" part="photo-grid">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation: the click comes from a cell's own button, which the keyboard activates too */}
      <ul
        className="rl-grid__list"
        aria-label={listLabel}
        style={{ height: `${layout.totalHeight}px` }}
        // One handler for every cell: a cell is reused for other photos as the grid scrolls.
        onClick={(event) => {
          const index = (event.target as Element).closest<HTMLElement>('[data-index]')?.dataset.index;
          if (index !== undefined) onOpen(Number(index));
        }}
        onLoadCapture={settle}
        onErrorCapture={settle}
      >
        {cells}
      </ul>
    </div>
  );
}

interface GridCellProps {
  index: number;
  photo: Photo | undefined;
  x: number;
  y: number;
  width: number;
  height: number;
  label: (index: number) => string;
  /** Scrolling is a fling: a photo coming in shows its frame only, for now. */
  fling: boolean;
}

/**
 * One cell of the pool. A photo not fetched yet is the same elements, disabled and hidden from
 * assistive technology, so its arrival changes attributes instead of replacing nodes. The button
 * carries the photo's name, so it can be opened before its thumbnail is there.
 */
const GridCell = memo(function GridCell({ index, photo, x, y, width, height, label, fling }: GridCellProps) {
  // The index whose thumbnail this cell shows: kept through a fling, dropped when the cell moves.
  const shown = useRef<number | null>(null);
  if (photo && !fling) shown.current = index;
  const thumbnail = photo && shown.current === index ? photo.thumbnailUrl : undefined;
  const name = photo ? label(index) : undefined;
  return (
    <li className="rl-grid__cell" style={{ width: `${width}px`, height: `${height}px`, transform: `translate(${x}px, ${y}px)` }}>
      <button
        type="button"
        className="rl-grid__button"
        data-index={photo ? index : undefined}
        part="photo"
        disabled={!photo}
        aria-hidden={photo ? undefined : 'true'}
        aria-label={name}
      >
        <img src={thumbnail} alt={name ?? ''} hidden={!thumbnail} width={Math.round(width)} height={height} loading="lazy" decoding="async" />
      </button>
    </li>
  );
});
