import { describe, expect, it } from 'vitest';
import { assignSlots, gridLayout, isFling, offsetOf, visibleRange } from '../../../src/parts/photos/grid-layout';

describe('the windowed grid', () => {
  it('fits as many columns of at least 160 px as the width allows, never fewer than two', () => {
    expect(gridLayout(840, 100).columns).toBe(5);
    expect(gridLayout(1000, 100).columns).toBe(6);
    expect(gridLayout(320, 100).columns).toBe(2);
    expect(gridLayout(0, 100).columns).toBe(2);
  });

  it('reserves the height of every row, so the page is as tall as all the photos', () => {
    const layout = gridLayout(840, 10_000);
    expect(layout.rows).toBe(2000);
    expect(layout.totalHeight).toBe(2000 * layout.rowHeight - 8);
    expect(layout.cellHeight).toBe(Math.round(layout.cellWidth * (2 / 3)));
  });

  it('renders only the rows near the viewport, a few hundred photos at most even at the end of 10,000', () => {
    const layout = gridLayout(840, 10_000);
    const atEnd = visibleRange(layout, 10_000, layout.totalHeight - 800, 800, 400);
    expect(atEnd.end).toBe(10_000);
    expect(atEnd.end - atEnd.start).toBeLessThan(300);
    const middle = visibleRange(layout, 10_000, layout.totalHeight / 2, 800, 400);
    expect(middle.start).toBeGreaterThan(4000);
    expect(middle.end - middle.start).toBeLessThan(300);
  });

  it('renders the first rows while the grid is still below the viewport, nothing when far below', () => {
    const layout = gridLayout(840, 100);
    expect(visibleRange(layout, 100, -200, 800, 400).start).toBe(0);
    expect(visibleRange(layout, 100, -5000, 800, 400)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(layout, 0, 0, 800)).toEqual({ start: 0, end: 0 });
  });

  it('knows where the row of a photo starts', () => {
    const layout = gridLayout(840, 100);
    expect(offsetOf(layout, 0)).toBe(0);
    expect(offsetOf(layout, 12)).toBe(2 * layout.rowHeight); // 5 columns: the 13th photo is on row 3;
  });

  it("keeps the cell of a photo that stays in view and gives a leaving photo's cell to one coming in", () => {
    const first = assignSlots(new Map(), 0, 24);
    expect(new Set(first.values()).size).toBe(24);
    // Half a window further: the 12 photos that stay keep their cells, the 12 new take the freed ones.
    const next = assignSlots(first, 12, 36);
    for (let index = 12; index < 24; index++) expect(next.get(index)).toBe(first.get(index));
    expect(new Set(next.values())).toEqual(new Set(first.values()));
    // A jump far away reuses the same pool; a window of another size grows or uses part of it.
    expect(new Set(assignSlots(next, 5000, 5024).values())).toEqual(new Set(first.values()));
    expect(Math.max(...assignSlots(next, 100, 126).values())).toBe(25);
  });

  it('calls scrolling faster than three screens a second a fling', () => {
    expect(isFling(800, 100, 800)).toBe(true); // 10 screens a second
    expect(isFling(-800, 100, 800)).toBe(true); // upwards too
    expect(isFling(800, 1000, 800)).toBe(false); // 1 screen a second: reading
    expect(isFling(800, 0, 800)).toBe(false);
  });
});
