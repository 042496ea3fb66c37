/**
 * The order as a CSV spreadsheet, built on the device (no server call): one row per item.
 * RFC 4180 quoting, CRLF rows and a UTF-8 byte-order mark so spreadsheet programs read accents
 * and Greek right. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the
 * start) get a leading apostrophe: item titles come from the platform, and a title such as
 * `=HYPERLINK(...)` must stay text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: ReadonlyArray<string | number | null | undefined>): string => cells.map(csvCell).join(',');

export const BOM = '\ufeff';

/** Rows (the first is the header) → the file's text. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string => `${BOM}${rows.map(csvRow).join('\r\n')}\r\n`;

/** `order-RL-12.csv`; characters a file system dislikes become '_'. */
export const csvFileName = (orderNumber: string): string => `order-${orderNumber.replace(/[^\w.-]+/g, '_')}.csv`;
