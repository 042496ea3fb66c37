/**
 * The rows of the organizer's results as the photo links see them (PRODUCT.md §results-photos):
 * a `<table>` (its header row and its body rows) or a list of rows (a `<ul>`, `<ol>` or any
 * element whose children are the rows, each row's children its cells). Reads only; where a link
 * goes is enhance.ts's business.
 */

export interface Results {
  /** The element the rows live in: new rows are watched for under it. */
  root: Element;
  /** The table, where the results are one (else a list of rows). */
  table: HTMLTableElement | null;
  /** The header's texts, or (a list) each first row cell's class and data names, for the header words. */
  headers(): string[];
  /** Every row that holds results (not the header, not the footer), read as they are asked for: 10,000 rows can be gone through in slices. */
  rows(): Iterable<HTMLElement>;
  /** Whether an element added to the page is such a row. */
  isRow(element: Element): boolean;
  cells(row: HTMLElement): Element[];
}

/** The class of the links this widget puts at a row's end (row-link.ts): not cells or rows of the page. */
export const OURS = 'racelens-photos-link';
const text = (element: Element | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

function tableResults(table: HTMLTableElement): Results {
  const headerRow = (): HTMLTableRowElement | undefined => {
    const head = table.tHead?.rows;
    if (head?.length) return head[head.length - 1];
    const first = table.rows[0];
    return first && first.cells.length > 0 && Array.from(first.cells).every((c) => c.tagName === 'TH') ? first : undefined;
  };
  /** A row of data: one TD at least (a row of THs is a header, even in the body). */
  const hasData = (row: HTMLTableRowElement): boolean => {
    if (row.firstElementChild?.tagName === 'TD') return true;
    for (const cell of row.cells) if (cell.tagName === 'TD') return true;
    return false;
  };
  const isRow = (element: Element): boolean =>
    element instanceof HTMLTableRowElement &&
    element.closest('table') === table &&
    element.parentElement?.tagName !== 'THEAD' &&
    element.parentElement?.tagName !== 'TFOOT' &&
    hasData(element);
  return {
    root: table,
    table,
    headers: () => Array.from(headerRow()?.cells ?? [], (cell) => text(cell)),
    // The bodies' own rows are this table's: only the data check per row (10,000 rows on a slow phone).
    *rows() {
      for (const body of table.tBodies) for (const row of body.rows) if (hasData(row)) yield row;
    },
    isRow,
    cells: (row) => Array.from((row as HTMLTableRowElement).cells),
  };
}

function listResults(list: Element): Results {
  const isRow = (element: Element): boolean =>
    element.parentElement === list && !element.classList.contains(OURS) && !element.matches('template, script, style');
  const cells = (row: Element) => Array.from(row.children).filter((c) => !c.classList.contains(OURS));
  return {
    root: list,
    table: null,
    // A list has no header: its cells' names say what they hold (`<span class="bib">`).
    headers: () => {
      const first = Array.from(list.children).find(isRow);
      return first ? cells(first).map((c) => [c.className, ...Object.keys((c as HTMLElement).dataset ?? {})].join(' ')) : [];
    },
    rows: () => Array.from(list.children).filter(isRow) as HTMLElement[],
    isRow,
    cells,
  };
}

/** The results in the element the organizer named, or null where it holds none. */
export function resultsIn(element: Element): Results | null {
  const table = element instanceof HTMLTableElement ? element : element.querySelector('table');
  if (table) return tableResults(table);
  const list = element.matches('ul, ol') ? element : (element.querySelector('ul, ol') ?? element);
  return listResults(list);
}

/** Each cell's text (the values the columns are found from). */
export const cellTexts = (results: Results, row: HTMLElement): string[] => results.cells(row).map((cell) => text(cell));
