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
  return { columns, cellWidth, cellHeight, rowHeight, rows, totalHeight: Math.max(0, rows * rowHeight - gap) };
}

/**
 * The items to render: rows intersecting [top - buffer, top + viewport + buffer], where `top`
 * is how far the viewport's top is below the grid's top (negative while the grid is below).
 */
export function visibleRange(
  layout: GridLayout,
  count: number,
  top: number,
  viewport: number,
  buffer = viewport,
): { start: number; end: number } {
  if (count <= 0 || layout.rows === 0) return { start: 0, end: 0 };
  const firstRow = Math.max(0, Math.floor((top - buffer) / layout.rowHeight));
  const lastRow = Math.min(layout.rows - 1, Math.floor((top + viewport + buffer) / layout.rowHeight));
  if (lastRow < firstRow) return { start: 0, end: 0 };
  return { start: firstRow * layout.columns, end: Math.min(count, (lastRow + 1) * layout.columns) };
}

/** Where the row of `index` starts, from the grid's top (to scroll a photo into view). */
export const offsetOf = (layout: GridLayout, index: number): number => Math.floor(index / layout.columns) * layout.rowHeight;
