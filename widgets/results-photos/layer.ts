/**
 * Where a results table's photo links are shown (ARCHITECTURE.md §results-photos): not inside
 * the table, where any change costs the browser a layout of the whole table (a quarter of a
 * second for 10,000 rows on a slow phone, measured), but in a layer of our own right after it,
 * each link placed over its row, right after the text of the row's last cell on show. The table
 * is not changed, so putting links in costs a few milliseconds whatever the table's size.
 *
 * - Screen readers still meet each link in its row: the cell owns it (`aria-owns`).
 * - Keyboard order follows the rows: links are kept in groups in the order the enhancer numbers
 *   them (its blocks are numbered in the rows' order).
 * - The links follow their rows: when the table changes size (another width, a font loaded, the
 *   page's filter hiding rows) or its rows come, go or move, every link is placed again, a slice
 *   at a time; a hidden row's link is hidden, a removed row's link is taken out.
 */
import { nextTask } from '../../src/next-task';
import { scrollRest } from './scroll-rest';

/** One link to show: its row, and the group (the enhancer's block) it is ordered in. */
export interface LayerLink {
  row: HTMLElement;
  link: HTMLElement;
  group: number;
}

export interface Layer {
  /** Shows the links: reads where their rows are, then places them all. */
  put(links: readonly LayerLink[]): void;
  /** Takes the layer, its links and the cells' ownership of them out. */
  remove(): void;
}

/** The longest stretch of reading where links go before yielding to the page, in ms. */
const SLICE_MS = 8;
let lastId = 0;

interface Shown {
  row: HTMLElement;
  /** The cell that owns the link (aria-owns), once placed. */
  cell: Element | null;
  group: number;
  /** Where the link's line starts, against the layer's top; null while hidden. */
  top: number | null;
  /** How far from the layer's start side the link starts, in px. */
  side: number;
}

/** Where one link goes, read before any is written (reads and writes apart: one layout). */
type Spot = { hidden: true } | { hidden: false; cell: Element; top: number; side: number };

const ownedBy = (cell: Element) => (cell.getAttribute('aria-owns') ?? '').split(/\s+/).filter(Boolean);
function setOwned(cell: Element, ids: string[]) {
  if (ids.length > 0) cell.setAttribute('aria-owns', ids.join(' '));
  else cell.removeAttribute('aria-owns');
}

/**
 * The layer after `table`; `cellOf` answers the cell a row's link follows (its last cell on show,
 * which a page may change with the screen's width).
 *
 * The links are blocks in the flow of their group, each of one line's height, set in place by its
 * margins (from its group's top, or the link before it), not positioned one by one: a positioned
 * link is a painting layer of its own for the browser, and thousands of them made every change
 * of the page a frame of a tenth of a second more on a slow phone (measured). Each group is of no
 * height and starts at the layer's top, so groups are placed apart from each other.
 */
export function tableLayer(table: HTMLTableElement, cellOf: (row: HTMLElement) => Element): Layer {
  const layer = document.createElement('div');
  layer.className = 'racelens-photos-layer';
  // Taking no room, so nothing around it moves; in the flow right after the table, so it scrolls with
  // a scroller the table is in and the links' overflow can be scrolled to (a phone's narrow
  // table); out of the flow where the table's parent lays its children out in a row or a grid
  // (one more item there would take a place of its own). Positioned, so it paints over the table.
  // Contained, and painted on its own: what changes inside it is laid out and painted without the
  // page around it (on a table of 10,000 rows, a layout of the page and its painting cost a
  // slow phone tens of ms each, measured). Contained, its size is its own: as wide as its links
  // reach, so a scroller the table is in can be scrolled to them; one pixel tall, as a box of no
  // height widens no scroller in WebKit, and taken back by its margin so nothing below moves.
  Object.assign(layer.style, { width: '0', height: '1px', marginBottom: '-1px', contain: 'size layout style', willChange: 'transform' });
  const shown = new Map<HTMLElement, Shown>();
  const groups: Array<[number, HTMLElement]> = [];
  const range = document.createRange();
  /** A link's line, in px: set, so that each link's place follows from the one before it. */
  let line = 0;
  /** The gap before a link (half the font's size) and a link's width (read from a shown one), in px. */
  let gap = 0;
  let linkWidth = 0;

  function groupOf(order: number): HTMLElement {
    let at = 0;
    while (at < groups.length && groups[at]![0] < order) at++;
    if (groups[at]?.[0] === order) return groups[at]![1];
    const group = document.createElement('div');
    // Its own formatting context, so its links' margins stay inside it; of no height, so each group
    // starts at the layer's top; isolated, so the browser keeps its painting while others change
    // (a group put in repaints itself, not every link of the layer: tens of ms less a frame, measured).
    Object.assign(group.style, { display: 'flow-root', height: '0', isolation: 'isolate' });
    layer.insertBefore(group, groups[at]?.[1] ?? null);
    groups.splice(at, 0, [order, group]);
    return group;
  }

  function spotOf(row: HTMLElement, box: DOMRect, rtl: boolean): Spot {
    if (!row.isConnected || row.getClientRects().length === 0) return { hidden: true };
    const cell = cellOf(row);
    range.selectNodeContents(cell);
    const rects = range.getClientRects();
    const end = rects[rects.length - 1] ?? cell.getBoundingClientRect();
    const side = rtl ? box.right - (rects.length > 0 ? end.left : end.right) : (rects.length > 0 ? end.right : end.left) - box.left;
    // The link's line centred on the text's: both baselines meet where the fonts are alike.
    return { hidden: false, cell, top: end.top + (end.height - line) / 2 - box.top, side };
  }

  function write(link: HTMLElement, at: Shown, spot: Spot) {
    if (!link.isConnected) {
      // A new link: into its group, in the rows' order.
      link.id = `racelens-photos-${++lastId}`;
      Object.assign(link.style, { width: 'max-content', height: `${line}px` });
      groupOf(at.group).append(link);
    }
    // Hidden both ways: its display is set here, which the attribute alone would not override.
    link.hidden = spot.hidden;
    link.style.display = spot.hidden ? 'none' : 'block';
    at.top = spot.hidden ? null : spot.top;
    if (spot.hidden) return;
    at.side = spot.side;
    link.style.marginInlineStart = `calc(${spot.side}px + 0.5em)`;
    if (at.cell === spot.cell) return;
    if (at.cell) disown(at.cell, link);
    setOwned(spot.cell, [...ownedBy(spot.cell), link.id]);
    at.cell = spot.cell;
  }

  /** Each shown link of `group` set at its place: a margin from the end of the link before it. */
  function settle(group: HTMLElement) {
    let end = 0;
    for (const link of group.children as HTMLCollectionOf<HTMLElement>) {
      const top = shown.get(link)?.top;
      if (top == null) continue;
      link.style.marginTop = `${top - end}px`;
      end = top + line;
    }
  }

  /** The layer in place and the table's font on it: done once, when the first links come. */
  function setUp() {
    const cell = table.tBodies[0]?.rows[0]?.cells[0] ?? table;
    const font = getComputedStyle(cell);
    const around = table.parentElement ? getComputedStyle(table.parentElement).display : '';
    layer.style.position = /flex|grid/.test(around) ? 'absolute' : 'relative';
    const size = Number.parseFloat(font.fontSize);
    line = Math.ceil(size * 1.3);
    gap = size / 2;
    Object.assign(layer.style, {
      fontFamily: font.fontFamily,
      fontSize: font.fontSize,
      fontWeight: font.fontWeight,
      fontStyle: font.fontStyle,
      lineHeight: `${line}px`,
    });
    table.after(layer);
    follow.observe(table);
    rows.observe(table, { childList: true, subtree: true });
    document.fonts?.addEventListener('loadingdone', again);
  }

  const rtlOf = () => getComputedStyle(table).direction === 'rtl';
  let gone = false;

  /**
   * Reads where each link goes, a slice at a time with nothing written in between (the page's
   * layout stays as it was, so each read is cheap), then places them all in one go: one layout
   * of the layer. A row the page took out meanwhile takes its link with it.
   */
  async function place(links: ReadonlyArray<readonly [HTMLElement, Shown]>): Promise<void> {
    const spots: Spot[] = [];
    let start = performance.now();
    let rtl = rtlOf();
    let box = layer.getBoundingClientRect();
    linkWidth = measureLink() ?? linkWidth;
    for (const [, at] of links) {
      if (performance.now() - start > SLICE_MS) {
        await nextTask();
        if (gone) return;
        // Read anew after the pause: the page may have scrolled (the rows' places are read against the layer's).
        [start, rtl, box] = [performance.now(), rtlOf(), layer.getBoundingClientRect()];
      }
      spots.push(spotOf(at.row, box, rtl));
    }
    // Places are against the layer, which scrolls with the table: still right once the scroll rests.
    await scrollRest();
    if (gone) return;
    layer.style.direction = rtl ? 'rtl' : 'ltr';
    const touched = new Set<HTMLElement>();
    links.forEach(([link, at], i) => {
      if (!shown.has(link)) return;
      // The group it is in (a removed link's) or goes into (a new one's): its links are set again.
      const group = link.parentElement;
      if (at.row.isConnected) write(link, at, spots[i]!);
      else forget(link, at);
      for (const changed of [group, link.parentElement]) if (changed) touched.add(changed);
    });
    for (const group of touched) settle(group);
    reach();
    // The first links' width is read once they are shown, and the layer made as wide as they reach.
    if (linkWidth === 0 && touched.size > 0) again();
  }

  /** A shown link's width, or nothing where none is shown yet. */
  function measureLink(): number | undefined {
    for (const [link, at] of shown) if (at.top !== null && link.isConnected) return link.getBoundingClientRect().width;
    return undefined;
  }

  /** The layer as wide as its farthest link reaches. */
  function reach() {
    let far = 0;
    for (const at of shown.values()) if (at.top !== null) far = Math.max(far, at.side);
    layer.style.width = `${Math.ceil(far + gap + linkWidth)}px`;
  }

  /**
   * The layer put in, in a task of its own: whatever watches the page's changes (the loader, the
   * page's own observers) may look through the table's parent when something is added to it, tens
   * of ms for 10,000 rows on a slow phone (measured); the links' first placing comes a task later.
   */
  let ready: Promise<void> | undefined;
  function put(links: readonly LayerLink[]) {
    if (links.length === 0) return;
    ready ??= nextTask()
      .then(() => {
        if (!gone) setUp();
      })
      .then(nextTask);
    const added = links.map(({ row, link, group }) => [link, { row, cell: null, group, top: null, side: 0 }] as const);
    for (const [link, at] of added) shown.set(link, at);
    void ready.then(() => (gone ? undefined : place(added)));
  }

  // Placing every link again when the table moves its rows: once at a time, and once more if it moved meanwhile.
  let busy = false;
  let pending = false;
  async function placeAgain() {
    if (busy) {
      pending = true;
      return;
    }
    busy = true;
    do {
      pending = false;
      await place([...shown]);
    } while (pending && !gone);
    busy = false;
  }
  /** Told by the browser in a frame's own task (a resize, a font): the reading waits for a task of its own. */
  function again() {
    void nextTask().then(placeAgain);
  }
  const follow = new ResizeObserver(again);
  const rows = new MutationObserver(again);

  function disown(cell: Element, link: HTMLElement) {
    setOwned(
      cell,
      ownedBy(cell).filter((id) => id !== link.id),
    );
  }
  function forget(link: HTMLElement, at: Shown) {
    if (at.cell) disown(at.cell, link);
    shown.delete(link);
    link.remove();
  }

  return {
    put,
    remove() {
      gone = true;
      follow.disconnect();
      rows.disconnect();
      document.fonts?.removeEventListener('loadingdone', again);
      for (const [link, at] of shown) forget(link, at);
      layer.remove();
    },
  };
}
