/**
 * Which column of a results table holds the bib and which the name (PRODUCT.md §results-photos):
 * named by the organizer (`bib-column`, `name-column`: header text or 1-based index), else found from the header in any of our seven languages, else from the values. Pure:
 * it sees texts only, never the DOM (rows.ts reads those).
 */

/** What was found: column indexes from 0; `surname` only where the table has a column of its own for it. */
export interface Columns {
  bib: number;
  name?: number;
  surname?: number;
}

/** Why no column could be used: the attribute the organizer should set or correct. */
export type ColumnsProblem = { problem: 'bib-column' | 'name-column'; given?: string };

/** Lower case, without accents and punctuation: `Startnr.` → `startnr`, `Příjmení` → `prijmeni`. */
export function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** One list of words from lines of `|`-separated words (a line a language, so each reads at a glance). */
const words = (...lines: string[]) => lines.flatMap((line) => line.split('|'));

// Header words, normalized, in en, de, es, el, sk, it, cs. A sure word outranks a vague one
// ("Nr." or "Number" may be the place), so a table with both picks the sure one.
const BIB_SURE = words(
  'bib|bib no|bib nr|bib number|start no|start number|race number|race no',
  'startnummer|startnr|st nr|stnr|start nr',
  'dorsal|no dorsal|n dorsal|numero de dorsal|num dorsal',
  'αριθμος συμμετοχης|αρ συμμετοχης|αριθμος στηθους',
  'startove cislo|st cislo|st c',
  'pettorale|n pettorale|num pettorale|numero pettorale|pett',
  'startovni cislo',
);
const BIB_VAGUE = words('number|no|nr|num|numero|nummer|αριθμος|αρ|cislo|c');
const NAME = words(
  'name|full name|athlete|runner|participant|competitor',
  'teilnehmer|teilnehmerin|laufer|name vorname|nachname vorname|vorname nachname',
  'nombre|nombre y apellidos|apellidos y nombre|atleta|corredor|participante',
  'ονομα|ονοματεπωνυμο|αθλητης|δρομεας|συμμετεχων',
  'meno|meno a priezvisko|priezvisko a meno|pretekar|bezec',
  'nome|nominativo|cognome e nome|cognome nome|nome e cognome|concorrente',
  'jmeno|jmeno a prijmeni|prijmeni a jmeno|prijmeni jmeno|zavodnik',
);
const PLACE = words(
  'place|pos|position|rank|platz|rang|pl|puesto|posicion|clasificacion|θεση|καταταξη',
  'poradie|umiestnenie|classifica|posizione|poradi|umisteni',
);
const SURNAME = words('surname|last name|lastname|family name|nachname|familienname|apellido|apellidos|επωνυμο|priezvisko|cognome|prijmeni');

/** How many rows' values the search by values reads. */
export const SAMPLE_ROWS = 50;

/** A bib as timing systems print them: digits, maybe a letter or two around them (`A123`, `12B`). */
export const BIB_VALUE = /^[\p{L}]{0,2}\d{1,6}[\p{L}]?$/u;

/**
 * The first header that is one of `words`; failing that, for sure words, the first with one of them
 * among its words (`Bib #`, or a list cell's class `result bib`).
 */
function indexOfWord(headers: readonly string[], words: readonly string[], sure = true): number {
  const exact = headers.findIndex((h) => words.includes(normalized(h)));
  if (exact >= 0 || !sure) return exact;
  return headers.findIndex((h) =>
    normalized(h)
      .split(' ')
      .some((word) => word.length > 2 && words.includes(word)),
  );
}

/**
 * The column an attribute names: a 1-based index (`"2"`), or a header's text, compared as the
 * header matching does. Undefined when it names none.
 */
export function namedColumn(given: string, headers: readonly string[], width: number): number | undefined {
  const text = given.trim();
  if (/^\d+$/.test(text)) {
    const index = Number(text) - 1;
    return index >= 0 && index < width ? index : undefined;
  }
  const wanted = normalized(text);
  const found = headers.findIndex((h) => normalized(h) === wanted);
  return found >= 0 ? found : undefined;
}

/** Whether most of the column's values (of those not empty) pass `test`. */
function mostly(values: readonly string[], test: (value: string) => boolean): boolean {
  const filled = values.filter((v) => v !== '');
  return filled.length > 0 && filled.filter(test).length >= filled.length * 0.8;
}

/** A place column counts 1, 2, 3…: numbers that look like bibs but are not. */
function counts(values: readonly string[]): boolean {
  const numbers = values.filter((v) => v !== '').map(Number);
  if (numbers.length < 3 || numbers.some((n) => !Number.isInteger(n))) return false;
  let steps = 0;
  for (let i = 1; i < numbers.length; i++) if (numbers[i] === numbers[i - 1]! + 1) steps++;
  return steps >= (numbers.length - 1) * 0.8;
}

const nameLike = (value: string) => /\p{L}{2,}/u.test(value) && /[\s,]/.test(value.trim()) && !BIB_VALUE.test(value);

/** The column of each row's values (`rows[r][c]`). */
const columnOf = (rows: readonly (readonly string[])[], c: number) => rows.map((row) => (row[c] ?? '').trim());

function bibByValues(rows: readonly (readonly string[])[], width: number, place: number): number | undefined {
  for (let c = 0; c < width; c++) {
    if (c === place) continue;
    const values = columnOf(rows, c);
    if (mostly(values, (v) => BIB_VALUE.test(v)) && !counts(values)) return c;
  }
  return undefined;
}

function nameByValues(rows: readonly (readonly string[])[], width: number, not: number): number | undefined {
  let best: number | undefined;
  let longest = 0;
  for (let c = 0; c < width; c++) {
    if (c === not) continue;
    const values = columnOf(rows, c);
    if (!mostly(values, nameLike)) continue;
    const length = values.reduce((sum, v) => sum + v.length, 0);
    if (length > longest) [best, longest] = [c, length];
  }
  return best;
}

/**
 * The table's columns from its `headers` (empty strings where it has none) and the values of its
 * first rows, or the attribute to set where the bib's column cannot be told. A `name-column` that
 * names no column is a problem too (the organizer asked for it); a name not found otherwise is not:
 * the links then name the bib only.
 */
export function findColumns(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  given: { bibColumn?: string; nameColumn?: string } = {},
): Columns | ColumnsProblem {
  const width = Math.max(headers.length, ...rows.map((r) => r.length));
  const sample = rows.slice(0, SAMPLE_ROWS);
  let bib: number | undefined;
  if (given.bibColumn?.trim()) {
    bib = namedColumn(given.bibColumn, headers, width);
    if (bib === undefined) return { problem: 'bib-column', given: given.bibColumn };
  } else {
    const sure = indexOfWord(headers, BIB_SURE);
    const vague = indexOfWord(headers, BIB_VAGUE, false);
    bib = sure >= 0 ? sure : vague >= 0 && !counts(columnOf(sample, vague)) ? vague : bibByValues(sample, width, indexOfWord(headers, PLACE, false));
    if (bib === undefined) return { problem: 'bib-column' };
  }
  let name: number | undefined;
  if (given.nameColumn?.trim()) {
    name = namedColumn(given.nameColumn, headers, width);
    if (name === undefined) return { problem: 'name-column', given: given.nameColumn };
  } else {
    const byHeader = indexOfWord(headers, NAME);
    name = byHeader >= 0 ? byHeader : undefined;
  }
  const surnameAt = indexOfWord(headers, SURNAME, false);
  const surname = surnameAt >= 0 && surnameAt !== bib ? surnameAt : undefined;
  if (name === undefined && surname === undefined) name = nameByValues(sample, width, bib);
  return { bib, ...(name !== undefined && name !== bib ? { name } : {}), ...(surname !== undefined ? { surname } : {}) };
}

export const isProblem = (found: Columns | ColumnsProblem): found is ColumnsProblem => 'problem' in found;

/**
 * The surname in a name as results print it: `Schmidt, Anna`, `SCHMIDT Anna` (capitals mark it)
 * or `Anna Schmidt` (the last word).
 */
export function surnameOf(name: string): string {
  const text = name.trim().replace(/\s+/g, ' ');
  if (text.includes(',')) return text.split(',')[0]!.trim();
  const words = text.split(' ');
  const capitals = words.filter((w) => /\p{Lu}{2,}/u.test(w) && w === w.toUpperCase());
  if (capitals.length > 0 && capitals.length < words.length) return capitals.join(' ');
  return words[words.length - 1] ?? '';
}
