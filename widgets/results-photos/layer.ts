/**
 * Where a results table's photo links are shown (ARCHITECTURE.md §results-photos): not inside
 * the table, where any change costs the browser a layout of the whole table (a quarter of a
 * second for 10,000 rows on a slow phone, measured), but in a layer of our own right after it.
 *
 * On such a page, whatever the browser has to paint anew costs a slow phone a repaint of the
 * whole table (about 0.3 s at 4×, measured), and whatever it has to lay out adds a walk over the
 * page's layers. Moving a box by its transform costs neither. So the layer holds a fixed set of
 * links, made once, and shows the rows near the screen by moving them: each link in the set is
 * set to a row (its address, its name, its search) and moved over it, right after the text of
 * the row's last cell on show. A link not needed is parked above the page's top, out of the
 * keyboard's reach and hidden from screen readers.
 *
 * - Screen readers meet each link in its row: the cell owns it (`aria-owns`).
 * - The keyboard goes down the rows: the links in the set are given the rows near the screen in
 *   the rows' order, and Tab from the last of them sets the set to the rows further on.
 * - The links follow their rows: when the table changes size (another width, a font loaded, the
 *   page's filter hiding rows) or its rows come, go or move, where each row's link goes is read
 *   again, a slice at a time; when the page scrolls, the set is given the rows near the screen
 *   once the scroll rests.
 */
import { nextTask } from '../../src/next-task';
import { copyLink } from './row-link';
import { scrollRest } from './scroll-rest';

/** One row's link: its row, and the link (not put on the page) whose address, name and search a shown link takes. */
export interface LayerLink {
  row: HTMLElement;
  link: HTMLAnchorElement;
}

export interface Layer {
  /** Shows the links: reads where their rows are, then shows those near the screen. */
  put(links: readonly LayerLink[]): void;
  /** Takes the layer, its links and the cells' ownership of them out. */
  remove(): void;
}

/** The longest stretch of reading where links go before yielding to the page, in ms. */
const SLICE_MS = 8;
/** How far beyond the screen, above it and below, rows have their links shown: half a screen each way. */
const AROUND = 0.5;
/** The most links shown at once (rows of 6 px on a tall screen would ask for more). */
const MOST = 400;
let lastId = 0;

interface Entry extends LayerLink {
  /** The cell that owns the link while shown: the row's last cell on show, as last read. */
  cell: Element | null;
  /** Where the link's line starts, against the table's bottom; null while the row is hidden. */
  top: number | null;
  /** How far from the table's start side the link starts, in px. */
  side: number;
  /** Its place among the shown rows, top to bottom. */
  at: number;
}

/** A link of the set and what it shows (written only where it changes). */
interface Slot {
  a: HTMLAnchorElement;
  entry: Entry | null;
  link: HTMLAnchorElement | null;
  cell: Element | null;
  transform: string;
}

/** Where one link goes, read before any is written (reads and writes apart: one layout). */
type Spot = { hidden: true } | { hidden: false; cell: Element; top: number; side: number };

const ownedBy = (cell: Element) => (cell.getAttribute('aria-owns') ?? '').split(/\s+/).filter(Boolean);
function setOwned(cell: Element, ids: string[]) {
  if (ids.length > 0) cell.setAttribute('aria-owns', ids.join(' '));
  else cell.removeAttribute('aria-owns');
}
const own = (cell: Element, id: string) => setOwned(cell, [...ownedBy(cell), id]);
const disown = (cell: Element, id: string) =>
  setOwned(
    cell,
    ownedBy(cell).filter((owned) => owned !== id),
  );

/** The first of `order` whose line ends below `y` (they are sorted top to bottom). */
function firstBelow(order: readonly Entry[], y: number): number {
  let [low, high] = [0, order.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (order[mid]!.top! < y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The layer after `table`; `cellOf` answers the cell a row's link follows (its last cell on show,
 * which a page may change with the screen's width).
 */
export function tableLayer(table: HTMLTableElement, cellOf: (row: HTMLElement) => Element): Layer {
  const layer = document.createElement('div');
  layer.className = 'racelens-photos-layer';
  // Taking no room, so nothing around it moves; in the flow right after the table, so it scrolls with
  // a scroller the table is in and the links' overflow can be scrolled to (a phone's narrow
  // table); out of the flow where the table's parent lays its children out in a row or a grid
  // (one more item there would take a place of its own). Positioned, so it paints over the table.
  // Contained: what changes inside it is laid out without the page around it, and its size is its
  // own: as wide as its links reach, so a scroller the table is in can be scrolled to them; one
  // pixel tall, as a box of no height widens no scroller in WebKit, and taken back by its margin
  // so nothing below moves. A compositor layer of its own, so moving its links redraws it alone.
  Object.assign(layer.style, { width: '0', height: '1px', marginBottom: '-1px', contain: 'size layout style', willChange: 'transform' });
  const entries = new Map<HTMLElement, Entry>();
  /** The rows on show, top to bottom. */
  let order: Entry[] = [];
  const slots: Slot[] = [];
  const range = document.createRange();
  /** A link's line, in px; the gap before a link (half the font's size) and a link's width, in px. */
  let line = 0;
  let gap = 0;
  let linkWidth = 0;
  let rtl = false;
  let gone = false;

  /** How far the layer (`at`) starts from the table's (`box`) start side, in px. */
  const inset = (box: DOMRect, at: DOMRect) => (rtl ? box.right - at.right : at.left - box.left);

  /** Where a row's link goes, against the table's bottom and start side (`box`, its rectangle). */
  function spotOf(row: HTMLElement, box: DOMRect): Spot {
    if (!row.isConnected || row.getClientRects().length === 0) return { hidden: true };
    const cell = cellOf(row);
    range.selectNodeContents(cell);
    const rects = range.getClientRects();
    const end = rects[rects.length - 1] ?? cell.getBoundingClientRect();
    const side = rtl ? box.right - (rects.length > 0 ? end.left : end.right) : (rects.length > 0 ? end.right : end.left) - box.left;
    // The link's line centred on the text's: both baselines meet where the fonts are alike.
    return { hidden: false, cell, top: end.top + (end.height - line) / 2 - box.bottom, side };
  }

  /** More links in the set, parked: made from any row's link (they differ only in what a row sets). */
  function grow(count: number, like: HTMLAnchorElement, above: number) {
    while (slots.length < Math.min(count, MOST)) {
      const a = like.cloneNode(true) as HTMLAnchorElement;
      a.id = `racelens-photos-${++lastId}`;
      Object.assign(a.style, { position: 'absolute', top: '0', insetInlineStart: '0', display: 'block', width: 'max-content', height: `${line}px` });
      const slot: Slot = { a, entry: null, link: null, cell: null, transform: '' };
      park(slot, above);
      layer.append(a);
      slots.push(slot);
    }
  }

  /**
   * A link not needed: not focusable, hidden from screen readers, and above the page's top (the
   * layer's top is `above` px below it; a screen more, for what the page may add above the table).
   */
  function park(slot: Slot, above: number) {
    if (slot.entry) {
      if (slot.cell) disown(slot.cell, slot.a.id);
      Object.assign(slot, { entry: null, cell: null });
    }
    if (slot.a.tabIndex !== -1) slot.a.tabIndex = -1;
    if (!slot.a.hasAttribute('aria-hidden')) slot.a.setAttribute('aria-hidden', 'true');
    const transform = `translateY(${-Math.ceil(above + innerHeight)}px)`;
    if (slot.transform !== transform) slot.a.style.transform = slot.transform = transform;
  }

  /** `slot` shown over `entry`'s row; the layer's top and start side are `dx`, `dy` px from the table's bottom and start. */
  function show(slot: Slot, entry: Entry, [dx, dy]: readonly [number, number]) {
    if (!slot.entry) {
      slot.a.removeAttribute('tabindex');
      slot.a.removeAttribute('aria-hidden');
    }
    slot.entry = entry;
    if (slot.link !== entry.link) copyLink(slot.a, (slot.link = entry.link));
    if (slot.cell !== entry.cell) {
      if (slot.cell) disown(slot.cell, slot.a.id);
      slot.cell = entry.cell;
      if (slot.cell) own(slot.cell, slot.a.id);
    }
    const x = entry.side - dx;
    const transform = `translate(${rtl ? -x : x}px, ${entry.top! - dy}px)`;
    if (slot.transform !== transform) slot.a.style.transform = slot.transform = transform;
  }

  /**
   * Sets the set's links to the rows of `order` from `start` on (link i to row start + i), those
   * from `from` to `to` shown, the others parked. Only transforms and attributes change: nothing
   * is laid out or painted anew but the moved links.
   */
  function write(start: number, from: number, to: number) {
    const [box, at] = [table.getBoundingClientRect(), layer.getBoundingClientRect()];
    const origin = [inset(box, at), at.top - box.bottom] as const;
    const above = at.top + scrollY;
    const like = order[from]?.link;
    if (like) grow(to - start, like, above);
    slots.forEach((slot, i) => {
      const k = start + i;
      if (k >= from && k < to) show(slot, order[k]!, origin);
      else park(slot, above);
    });
  }

  /** The rows on the screen and around it set to the links; a focused link keeps its row. */
  function writeNearScreen() {
    const { bottom } = table.getBoundingClientRect();
    let from = firstBelow(order, -bottom - AROUND * innerHeight - line);
    let to = firstBelow(order, -bottom + (1 + AROUND) * innerHeight);
    if (to - from > MOST) [from, to] = [from + ((to - from - MOST) >> 1), from + ((to - from + MOST) >> 1)];
    let start = from;
    // A focused link keeps its row, its followers the rows after it (the keyboard's order).
    const focused = slots.findIndex((slot) => slot.a === document.activeElement);
    const kept = slots[focused]?.entry;
    if (kept && order[kept.at] === kept && kept.at >= from && kept.at < to) {
      start = kept.at - focused;
      from = Math.max(from, start);
    }
    write(start, from, Math.min(to, start + MOST));
  }

  // Written when the page's scrolling rests (never in a frame of the scroll itself), at most once
  // per rest; asked for in a task after the scroll's own, which tells scroll-rest.ts of it first.
  let due = false;
  function showNear() {
    if (due || order.length === 0) return;
    due = true;
    void nextTask()
      .then(scrollRest)
      .then(() => {
        due = false;
        if (!gone) writeNearScreen();
      });
  }

  /** Tab from a link whose next row is not in the set: the set moves on, centred on that row. */
  function tab(e: KeyboardEvent) {
    if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
    const shown = (entry: Entry) => slots.find((slot) => slot.entry === entry);
    const entry = slots.find((slot) => slot.a === e.target)?.entry;
    const next = entry && order[entry.at + (e.shiftKey ? -1 : 1)];
    // None: the browser's own order leaves the layer (the links past this one are parked); in the
    // set: the next link in the browser's order is its.
    if (!next || shown(next)) return;
    e.preventDefault();
    const start = next.at - (slots.length >> 1);
    write(start, Math.max(0, start), Math.min(order.length, start + slots.length));
    shown(next)?.a.focus();
  }

  /**
   * The layer in place, the table's font on it and the set of links made: once, when the first
   * links come. Not shown until its first links are (its showing lays it out and paints it: once,
   * together with them).
   */
  function setUp(like: HTMLAnchorElement) {
    const first = table.tBodies[0]?.rows[0];
    const font = getComputedStyle(first?.cells[0] ?? table);
    const around = table.parentElement ? getComputedStyle(table.parentElement).display : '';
    Object.assign(layer.style, { position: /flex|grid/.test(around) ? 'absolute' : 'relative', display: 'none' });
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
    // As many links as the rows on the screen and around it take (rows of the first one's height, at
    // least 16 px), made now with the layer and shown with it: the one frame that paints for them.
    // A scroll only moves them.
    const rowHeight = Math.max(16, first?.getBoundingClientRect().height ?? 0);
    grow(Math.ceil(((1 + 2 * AROUND) * innerHeight) / rowHeight) + 4, like, table.getBoundingClientRect().bottom + scrollY);
    table.after(layer);
    follow.observe(table);
    rows.observe(table, { childList: true, subtree: true });
    document.fonts?.addEventListener('loadingdone', again);
    addEventListener('scroll', showNear, { capture: true, passive: true });
    addEventListener('resize', showNear);
    layer.addEventListener('keydown', tab);
  }

  /**
   * Reads where each row's link goes, a slice at a time with nothing written in between (the
   * page's layout stays as it was, so each read is cheap), then shows the rows near the screen.
   * A row the page took out meanwhile is forgotten.
   */
  async function place(list: readonly Entry[]): Promise<void> {
    const spots: Spot[] = [];
    let start = performance.now();
    const read = () => {
      rtl = getComputedStyle(table).direction === 'rtl';
      return table.getBoundingClientRect();
    };
    let box = read();
    for (const entry of list) {
      if (performance.now() - start > SLICE_MS) {
        await nextTask();
        if (gone) return;
        // Read anew after the pause: the page may have scrolled (the rows' places are read against the table's).
        [start, box] = [performance.now(), read()];
      }
      spots.push(spotOf(entry.row, box));
    }
    list.forEach((entry, i) => {
      if (entries.get(entry.row) !== entry) return;
      const spot = spots[i]!;
      if (!entry.row.isConnected) entries.delete(entry.row);
      else if (spot.hidden) entry.top = null;
      else Object.assign(entry, { top: spot.top, side: spot.side, cell: spot.cell });
    });
    order = [...entries.values()].filter((entry) => entry.top !== null).sort((a, b) => a.top! - b.top!);
    order.forEach((entry, at) => {
      entry.at = at;
    });
    // Places are against the table: still right once the scroll rests.
    await scrollRest();
    if (gone) return;
    const direction = rtl ? 'rtl' : 'ltr';
    if (layer.style.direction !== direction) layer.style.direction = direction;
    layer.style.removeProperty('display');
    // As wide as the farthest link reaches (its start is the layer's start side).
    linkWidth = slots[0]?.a.getBoundingClientRect().width ?? linkWidth;
    box = table.getBoundingClientRect();
    const at = layer.getBoundingClientRect();
    let far = 0;
    for (const entry of order) far = Math.max(far, entry.side);
    const width = `${Math.ceil(far - inset(box, at) + gap + linkWidth)}px`;
    if (layer.style.width !== width) layer.style.width = width;
    writeNearScreen();
  }

  /**
   * The layer put in, in a task of its own: whatever watches the page's changes (the loader, the
   * page's own observers) may look through the table's parent when something is added to it, tens
   * of ms for 10,000 rows on a slow phone (measured); the links' first placing comes a task later.
   */
  let ready: Promise<void> | undefined;
  function put(links: readonly LayerLink[]) {
    if (links.length === 0) return;
    const like = links[0]!.link;
    ready ??= nextTask()
      .then(() => {
        if (!gone) setUp(like);
      })
      .then(nextTask);
    const added = links.map((link): Entry => ({ ...link, cell: null, top: null, side: 0, at: -1 }));
    for (const entry of added) entries.set(entry.row, entry);
    void ready.then(() => (gone ? undefined : place(added)));
  }

  // Reading every row's place again when the table moves its rows: once at a time, and once more if it moved meanwhile.
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
      await place([...entries.values()]);
    } while (pending && !gone);
    busy = false;
  }
  /** Told by the browser in a frame's own task (a resize, a font): the reading waits for a task of its own. */
  function again() {
    void nextTask().then(placeAgain);
  }
  const follow = new ResizeObserver(again);
  const rows = new MutationObserver(again);

  return {
    put,
    remove() {
      gone = true;
      follow.disconnect();
      rows.disconnect();
      document.fonts?.removeEventListener('loadingdone', again);
      removeEventListener('scroll', showNear, { capture: true });
      removeEventListener('resize', showNear);
      for (const slot of slots) if (slot.cell) disown(slot.cell, slot.a.id);
      layer.remove();
    },
  };
}
