/**
 * widgets/README.md states facts about the code; they stay true: every repository path it names
 * exists (`<name>` standing for a widget's folder), the descriptor's fields it lists are exactly
 * WidgetDescriptor's, the fields it names of a room, an attribute and an event are theirs, the
 * scripts it runs are package.json's, and every widget is built as it shows (index.ts and
 * element.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSpans, tablesOf } from '../../widgets/build/api-docs';
import { described } from '../../widgets/registry';
import { repoRoot } from '../fixtures/source-scan';

const readme = readFileSync(join(repoRoot, 'widgets/README.md'), 'utf8');
const descriptorModule = readFileSync(join(repoRoot, 'src/runtime/descriptor.ts'), 'utf8');
const sorted = <T>(values: Iterable<T>) => [...values].sort();

/** The fields of an interface of src/runtime/descriptor.ts. */
function fieldsOf(name: string): string[] {
  const body = new RegExp(`export interface ${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(descriptorModule)?.[1];
  if (!body) throw new Error(`no interface ${name} in src/runtime/descriptor.ts`);
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((m) => m[1]!);
}

/** The prose without its fenced blocks, and the blocks' lines. */
const fenced = [...readme.matchAll(/```\w*\n([\s\S]*?)```/g)].map((m) => m[1]!);
const prose = readme.replace(/```\w*\n[\s\S]*?```/g, '');

/** A placeholder path made real: a widget's folder, its component, an area, a language. */
const real = (path: string) =>
  path
    .replace(/<name>|\*(?=\/descriptor)/g, 'photo-search')
    .replace(/<Component>/g, 'PhotoSearch')
    .replace(/<area>/g, 'search')
    .replace(/<lang>/g, 'en')
    .replace(/<file>/g, 'photo-search');

describe('widgets/README.md', () => {
  it('names only paths that exist', () => {
    const inProse = codeSpans(prose);
    const inBlocks = fenced.flatMap((block) => block.split('\n').map((line) => line.trim().split(/\s+/)[0] ?? ''));
    const paths = [...inProse, ...inBlocks].filter((token) => /^(src|widgets|tests|stories|examples|docs|integrations)(\/[\w.<>*-]+)+\/?$/.test(token));
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths.filter((path) => {
      const file = real(path);
      if (!file.includes('*')) return !existsSync(join(repoRoot, file));
      // A pattern (tests/browser/*.spec.ts): some file in its folder matches it.
      const [dir, pattern] = [file.slice(0, file.lastIndexOf('/')), file.slice(file.lastIndexOf('/') + 1)];
      const test = new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`);
      return !existsSync(join(repoRoot, dir)) || !readdirSync(join(repoRoot, dir)).some((f) => test.test(f));
    });
    expect(missing).toEqual([]);
  });

  it('lists exactly the fields of WidgetDescriptor', () => {
    const table = tablesOf(readme).find((t) => t.header[0] === 'field');
    expect(table, 'the | field | what | table').toBeDefined();
    expect(sorted(table!.rows.map(([field]) => codeSpans(field!)[0]))).toEqual(sorted(fieldsOf('WidgetDescriptor')));
  });

  it('names of a room, an attribute and an event only their fields (or the module’s exports)', () => {
    const table = tablesOf(readme).find((t) => t.header[0] === 'field')!;
    const exported = [...descriptorModule.matchAll(/^export (?:interface|type|function|const) (\w+)/gm)].map((m) => m[1]!);
    const row = (field: string) => codeSpans(table.rows.find(([f]) => codeSpans(f!)[0] === field)![1]!);
    // Bare names, not the examples of a value (`string`) or of a callback prop (`onPointOpen`).
    const named = (field: string) =>
      row(field).filter((span) => /^[a-z][A-Za-z]*$/.test(span) && !/^on[A-Z]/.test(span) && !['string', 'number', 'boolean'].includes(span));
    const checks: Array<[string, string]> = [
      ['room', 'Room'],
      ['attributes', 'AttributeDescriptor'],
      ['events', 'EventDescriptor'],
    ];
    for (const [field, type] of checks) {
      const known = [...fieldsOf(type), ...exported];
      expect(
        named(field).filter((name) => !known.includes(name)),
        `${field}: fields of ${type}`,
      ).toEqual([]);
    }
    for (const name of ['describeWidget', 'WidgetDescriptor', 'headingLevelAttribute'])
      expect(readme.includes(name) && exported.includes(name), name).toBe(true);
  });

  it('runs only scripts package.json has', () => {
    const scripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((script) => !scripts[script])).toEqual([]);
  });

  it('shows how every widget is built: index.ts with widget(descriptor, …), element.ts with defineWidget()', () => {
    expect(readme).toContain('widget(descriptor, RaceMapView, [css])');
    expect(readme).toContain('defineWidget(RaceMap);');
    for (const { folder, descriptor } of described) {
      const index = readFileSync(join(repoRoot, 'widgets', folder, 'index.ts'), 'utf8');
      expect(index, `widgets/${folder}/index.ts`).toContain("import { descriptor } from './descriptor.generated';");
      expect(index, `widgets/${folder}/index.ts`).toMatch(
        new RegExp(`export const ${descriptor.component} = widget\\(descriptor, \\w+(, \\[[\\w, ]*\\])?\\);`),
      );
      expect(readFileSync(join(repoRoot, 'widgets', folder, 'element.ts'), 'utf8'), `widgets/${folder}/element.ts`).toContain(
        `defineWidget(${descriptor.component});`,
      );
    }
  });
});
