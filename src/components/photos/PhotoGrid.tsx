/**
 * A windowed grid of photo thumbnails: only the rows near the viewport are in the DOM, the
 * rest is reserved height, so an album of 10,000 photos scrolls as smoothly as one of 20.
 * Cells have a fixed aspect ratio and images load lazily into them, so nothing jumps.
 * It follows the page's scrolling (the widget sits in the host page's flow, not in a box of
 * its own), and asks its owner for the photos of the visible range as they come into view.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import type { Photo } from '../../api/schemas';
import { gridLayout, offsetOf, visibleRange } from './grid-layout';

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
}

const viewportHeight = () => (typeof window === 'undefined' ? 800 : window.innerHeight || 800);

export function PhotoGrid({ count, photoAt, onRange, onOpen, label, handle, listLabel }: PhotoGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // How far the viewport's top is below the grid's top; refreshed on scroll and resize.
  const [top, setTop] = useState(0);
  const [viewport, setViewport] = useState(viewportHeight);
  const pendingFocus = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setTop(-element.getBoundingClientRect().top);
      setViewport(viewportHeight());
      setWidth(element.clientWidth);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    // Capture: scrolling of any ancestor box counts too, not only the window's.
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, []);

  const layout = useMemo(() => gridLayout(width, count), [width, count]);
  const { start, end } = width ? visibleRange(layout, count, top, viewport, viewport / 2) : { start: 0, end: Math.min(count, 12) };

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
    const photo = photoAt(index);
    const column = index % layout.columns;
    const row = Math.floor(index / layout.columns);
    const style = {
      width: `${layout.cellWidth}px`,
      height: `${layout.cellHeight}px`,
      transform: `translate(${column * (layout.cellWidth + 8)}px, ${row * layout.rowHeight}px)`,
    };
    cells.push(
      <li key={index} className="rl-grid__cell" style={style}>
        {photo ? (
          <button type="button" className="rl-grid__button" data-index={index} part="photo" onClick={() => onOpen(index)}>
            <img
              src={photo.thumbnailUrl}
              alt={label(index)}
              width={Math.round(layout.cellWidth)}
              height={layout.cellHeight}
              loading="lazy"
              decoding="async"
            />
          </button>
        ) : (
          <span className="rl-grid__placeholder" aria-hidden="true" />
        )}
      </li>,
    );
  }

  return (
    <div ref={ref} className="rl-grid" part="photo-grid">
      <ul className="rl-grid__list" aria-label={listLabel} style={{ height: `${layout.totalHeight}px` }}>
        {cells}
      </ul>
    </div>
  );
}
