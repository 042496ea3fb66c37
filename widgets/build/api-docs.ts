/**
 * Reads docs/API.md's tables into data, for the tests that hold the reference to the code
 * (tests/fixtures/api-docs.ts: the hand-written tables — loader, `window.Racelens`, `configure()`,
 * page events) and for the test that reads the generated blocks back as the descriptors made
 * them (tests/unit/generate.test.ts). The build no longer reads it: custom-elements.json and the
 * typings come from the descriptors (widgets/build/element-manifest.ts). A table is known by its
 * header row; an element's section is the `### \`<racelens-…>\`` heading above its tables.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const apiDocsPath = resolve(import.meta.dirname, '../../docs/API.md');

export interface Table {
  /** The heading above the table (without #s and backticks). */
  section: string;
  header: string[];
  rows: string[][];
}

/** Splits a table row on `|` that are not escaped (`\|` stays inside a cell, as `|`). */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

export function tablesOf(markdown: string): Table[] {
  const tables: Table[] = [];
  let section = '';
  const lines = markdown.split('\n');
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1]!.replace(/`/g, '').trim();
      continue;
    }
    if (line.startsWith('|') && /^\|\s*:?-+/.test(lines[i + 1] ?? '')) {
      const table: Table = { section, header: cells(line), rows: [] };
      i += 2;
      while (i < lines.length && lines[i]!.startsWith('|')) table.rows.push(cells(lines[i++]!));
      i--;
      tables.push(table);
    }
  }
  return tables;
}

/** `` `event-id` `` → `event-id`; a cell of several (`` `a`, `b` ``) → its code spans. */
export const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
export const code = (cell: string): string => codeSpans(cell)[0] ?? cell.trim();

/** Top-level keys of an object type `{ a: x, b?: { c: y }, d: 'p' | 'q' }` → a, b?, d. */
export function detailKeys(type: string): Array<{ name: string; optional: boolean }> {
  const body = type.trim();
  if (!body.startsWith('{') || !body.endsWith('}')) throw new Error(`not an object type: ${type}`);
  const fields: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const c of body.slice(1, -1)) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if ('{[(<'.includes(c)) depth++;
    else if ('}])>'.includes(c)) depth--;
    else if ((c === ',' || c === ';') && depth === 0) {
      fields.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  fields.push(current);
  return fields
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => {
      const m = /^(\w+)(\?)?\s*:/.exec(f);
      if (!m) throw new Error(`cannot read the field "${f}" of ${type}`);
      return { name: m[1]!, optional: !!m[2] };
    });
}

export interface DocAttribute {
  attribute: string;
  property: string;
  type: string;
  description: string;
}

export interface DocEvent {
  event: string;
  detail: string;
  description: string;
}

export interface DocElement {
  tag: string;
  /** The first paragraph under the element's heading. */
  description: string;
  attributes: DocAttribute[];
  events: DocEvent[];
}

export interface ApiDocs {
  markdown: string;
  tables: Table[];
  elements: DocElement[];
  pageEvents: Array<{ event: string; direction: string; detail: string }>;
  loaderData: Array<{ attribute: string; option: string }>;
  loaderMembers: string[];
  configureOptions: Array<{ option: string; type: string; dataAttribute: string }>;
  customProperties: Array<{ property: string; default: string; description: string }>;
  parts: Array<{ part: string; elements: string[] | 'ui-kit'; description: string }>;
  reactComponents: Array<{ name: string; element: string; props: string[]; callbacks: string[] }>;
  reactOther: Array<{ name: string; kind: string }>;
}

/** The first paragraph after a heading line, joined into one line. */
function firstParagraph(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) return '';
  const paragraph: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.trim()) {
      if (paragraph.length) break;
      continue;
    }
    if (/^(#|\||```)/.test(line)) break;
    paragraph.push(line.trim());
  }
  return paragraph.join(' ');
}

const is = (table: Table, ...header: string[]) => header.every((h, i) => table.header[i] === h);

export function readApiDocs(markdown = readFileSync(apiDocsPath, 'utf8')): ApiDocs {
  const tables = tablesOf(markdown);
  const byHeader = (...header: string[]) => tables.filter((t) => is(t, ...header));
  const one = (...header: string[]) => {
    const found = byHeader(...header);
    if (found.length !== 1) throw new Error(`expected one table | ${header.join(' | ')} |, found ${found.length}`);
    return found[0]!;
  };

  const tags = [...markdown.matchAll(/^### `<(racelens-[\w-]+)>`/gm)].map((m) => m[1]!);
  const elements: DocElement[] = tags.map((tag) => ({
    tag,
    description: firstParagraph(markdown, `### \`<${tag}>\``),
    attributes: tables
      .filter((t) => t.section === `<${tag}>` && is(t, 'attribute', 'property', 'type'))
      .flatMap((t) => t.rows.map(([a, p, type, what]) => ({ attribute: code(a!), property: code(p!), type: type!.trim(), description: what ?? '' }))),
    events: tables
      .filter((t) => t.section === `<${tag}>` && is(t, 'event', 'when', 'detail'))
      .flatMap((t) => t.rows.map(([e, when, d]) => ({ event: code(e!), detail: code(d!), description: when ?? '' }))),
  }));
  // Attribute or event tables outside an element's section would be read by nobody: refuse them.
  for (const t of tables)
    if ((is(t, 'attribute', 'property', 'type') || is(t, 'event', 'when', 'detail')) && !tags.some((tag) => t.section === `<${tag}>`))
      throw new Error(`an element table under "${t.section}", which is not an element's section`);

  return {
    markdown,
    tables,
    elements,
    pageEvents: one('page event', 'direction', 'detail').rows.map(([e, d, detail]) => ({ event: code(e!), direction: d!.trim(), detail: detail! })),
    loaderData: one('data attribute', 'configure option').rows.map(([a, o]) => ({ attribute: code(a!), option: code(o!) })),
    loaderMembers: one('member', 'type', 'what').rows.map(([m]) => code(m!)),
    configureOptions: one('option', 'type', 'data attribute').rows.map(([o, type, d]) => ({
      option: code(o!),
      type: code(type!),
      dataAttribute: codeSpans(d!)[0] ?? '',
    })),
    customProperties: one('custom property', 'default').rows.map(([p, d, what]) => ({ property: code(p!), default: code(d!), description: what ?? '' })),
    parts: one('part', 'elements').rows.map(([p, e, what]) => ({
      part: code(p!),
      elements: e!.trim() === 'UI kit' ? 'ui-kit' : codeSpans(e!),
      description: what ?? '',
    })),
    reactComponents: one('React export', 'element', 'props', 'callbacks').rows.map(([n, e, p, c]) => ({
      name: code(n!),
      element: code(e!),
      props: codeSpans(p!),
      callbacks: codeSpans(c!),
    })),
    reactOther: one('React other export', 'kind').rows.map(([n, k]) => ({ name: code(n!), kind: k!.trim() })),
  };
}
