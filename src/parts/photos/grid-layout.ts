/**
 * The arithmetic of the windowed photo grid, kept pure so it is tested without a browser:
 * rows of equal cells (a fixed aspect ratio, so nothing jumps when images arrive), and the
 * rows that touch the viewport plus a buffer. Everything else is a spacer of known height.
 */
export interface GridLayout {
  columns: number;
  cellWidth: number;
  cellHeight: number;
  /** Cell height plus the gap below it. */
  rowHeight: number;
  rows: number;
  totalHeight: number;
  gap: number;
}

export interface GridOptions {
  /** Smallest cell width before a column is dropped. */
  minCell?: number;
  gap?: number;
  /** Height ÷ width of a cell. */
  aspect?: number;
}

export function gridLayout(width: number, count: number, { minCell = 160, gap = 8, aspect = 2 / 3 }: GridOptions = {}): GridLayout {
  const usable = Math.max(0, width);
  const columns = Math.max(2, Math.floor((usable + gap) / (minCell + gap)));
  const cellWidth = Math.max(1, (usable - gap * (columns - 1)) / columns);
  const cellHeight = Math.round(cellWidth * aspect);
  const rowHeight = cellHeight + gap;
  const rows = Math.ceil(Math.max(0, count) / columns);
  return { columns, cellWidth, cellHeight, rowHeight, rows, totalHeight: Math.max(0, rows * rowHeight - gap), gap };
}

/**
 * The items to render: rows intersecting [top - buffer, top + viewport + buffer], where `top`
 * is how far the viewport's top is below the grid's top (negative while the grid is below).
 */
export function visibleRange(layout: GridLayout, count: number, top: number, viewport: number, buffer = viewport): { start: number; end: number } {
  if (count <= 0 || layout.rows === 0) return { start: 0, end: 0 };
  const firstRow = Math.max(0, Math.floor((top - buffer) / layout.rowHeight));
  const lastRow = Math.min(layout.rows - 1, Math.floor((top + viewport + buffer) / layout.rowHeight));
  if (lastRow < firstRow) return { start: 0, end: 0 };
  return { start: firstRow * layout.columns, end: Math.min(count, (lastRow + 1) * layout.columns) };
}

/** Where the row of `index` starts, from the grid's top (to scroll a photo into view). */
export const offsetOf = (layout: GridLayout, index: number): number => Math.floor(index / layout.columns) * layout.rowHeight;

/**
 * The pool slot (the render key) of each index in [start, end): an index that stays in the window
 * keeps its slot, and an index coming in takes a slot that an index going out left, so scrolling
 * reuses the same cells and the pool never grows beyond the largest window.
 */
export function assignSlots(previous: ReadonlyMap<number, number>, start: number, end: number): Map<number, number> {
  const next = new Map<number, number>();
  const taken = new Set<number>();
  for (let index = start; index < end; index++) {
    const slot = previous.get(index);
    if (slot !== undefined) {
      next.set(index, slot);
      taken.add(slot);
    }
  }
  let free = 0;
  for (let index = start; index < end; index++) {
    if (next.has(index)) continue;
    while (taken.has(free)) free++;
    next.set(index, free);
    taken.add(free);
  }
  return next;
}

/**
 * A fling: scrolling faster than this many screens a second. Cells that only fly past get no
 * thumbnail (as photo apps do), which spares the participant's data and the phone the decoding
 * and garbage collection of images nobody saw; they load once the scrolling slows or rests.
 */
export const FLING_SCREENS_PER_SECOND = 3;
/** Scrolling has rested when no scroll came for this long. */
export const FLING_REST_MS = 150;

export const isFling = (distance: number, ms: number, viewport: number): boolean =>
  ms > 0 && (Math.abs(distance) / ms) * 1000 > FLING_SCREENS_PER_SECOND * viewport;
