/**
 * The one way data flows (docs/ARCHITECTURE.md): the API client and the plain modules beside it →
 * store → theme → the widget runtime, UI kit and element helper → shared parts → widgets → what
 * assembles them (the entries, the loader, the shop page, the build). A module never imports from
 * a layer above its own, no widget imports another, and shared parts never import a widget.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../fixtures/source-scan';

const src = join(repoRoot, 'src');
const widgetsDir = join(repoRoot, 'widgets');
const TOP = 100;
const LAYERS: Record<string, number> = {
  api: 0,
  money: 0,
  validation: 0,
  i18n: 0,
  links: 0,
  'config.ts': 0,
  'unknown-options.ts': 0,
  'why-empty.ts': 0,
  'warn-once.ts': 0,
  'next-task.ts': 0,
  store: 1,
  theme: 2,
  elements: 3,
  runtime: 3,
  // The pasted snippet, the rooms and the builder's view of the widgets: beside the runtime, not
  // in its shared chunk (the loader build, the builder and the WordPress build read them).
  embed: 3,
  ui: 3,
  parts: 4,
  // The entry for bundlers puts the widgets together (it imports none: they register themselves).
  'index.ts': TOP,
};
const WIDGET = 5;
/**
 * What assembles the widgets sits in widgets/ beside them, on top (the demo build's list of
 * entries and the generated racelens/react modules too).
 */
const ASSEMBLY = new Set(['build', 'shop', 'loader.ts', 'registry.ts', 'demo/registry.ts', 'react', 'react.ts']);
/** Generated data beside the widgets that a widget reads: the widgets offered in the embed builder, at the embed's layer. */
const DATA: Record<string, number> = { 'embed-widgets.ts': LAYERS.embed! };

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

/** A file's layer, and for a widget its folder (the only widget it may import from). */
function placeOf(file: string): { layer: number; widget?: string } {
  if (file.startsWith(`${src}/`)) {
    const first = relative(src, file).split('/')[0]!;
    const layer = LAYERS[first];
    if (layer === undefined) throw new Error(`src/${first} has no layer: add it to LAYERS and to docs/ARCHITECTURE.md`);
    return { layer };
  }
  if (file.startsWith(`${widgetsDir}/`)) {
    const path = relative(widgetsDir, file);
    const first = path.split('/')[0]!;
    if (DATA[path] !== undefined) return { layer: DATA[path] };
    return ASSEMBLY.has(first) || ASSEMBLY.has(path) || !path.includes('/') ? { layer: TOP } : { layer: WIDGET, widget: first };
  }
  return { layer: TOP };
}

const imports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^'?]+)(?:\?[^']*)?'/g)].map((m) => resolve(dirname(file), m[1]!));

/** The file an import names: as written, or with the extension or index file it leaves out. */
const fileOf = (target: string): string =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => target + end).find((f) => existsSync(f) && statSync(f).isFile()) ?? target;

/**
 * The import cycles among the modules of src/ and widgets/ (types too: a cycle of types is a
 * tangle all the same), each as the files around it, found by a depth-first walk over the
 * relative imports.
 */
function cycles(): string[] {
  const graph = new Map<string, string[]>();
  for (const file of [...files(src), ...files(widgetsDir)]) graph.set(file, imports(file).map(fileOf));
  const found: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push([...path.slice(at), file].map((f) => relative(repoRoot, f)).join(' → '));
      return;
    }
    if (done.has(file) || !graph.has(file)) return;
    path.push(file);
    for (const next of graph.get(file)!) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

/** Every import from a module of src/ into widgets/: the library knows no widget (what it needs of them is registered). */
const intoWidgets = (): string[] =>
  files(src).flatMap((file) =>
    imports(file)
      .filter((target) => target.startsWith(`${widgetsDir}/`))
      .map((target) => `${relative(repoRoot, file)} → ${relative(repoRoot, target)}`),
  );

function violations(): string[] {
  const found: string[] = [];
  for (const file of [...files(src), ...files(widgetsDir)]) {
    const own = placeOf(file);
    for (const target of imports(file)) {
      if (!target.startsWith(`${repoRoot}/`) || target.includes('/node_modules/')) continue;
      const other = placeOf(fileOf(target));
      const edge = `${relative(repoRoot, file)} → ${relative(repoRoot, target)}`;
      if (other.layer > own.layer && !(other.widget && other.widget === own.widget)) found.push(edge);
      else if (own.widget && other.widget && other.widget !== own.widget) found.push(`${edge} (one widget imports another)`);
    }
  }
  return found;
}

describe('layers', () => {
  it('every module imports only from its own layer or below; no widget imports another; shared parts import no widget', () => {
    expect(violations()).toEqual([]);
  });

  it('no module of src/ or widgets/ imports itself back through others (no import cycle)', () => {
    expect(cycles()).toEqual([]);
  });

  it('no module of src/ imports from widgets/', () => {
    expect(intoWidgets()).toEqual([]);
  });

  it('knows the layer of every folder under src/', () => {
    const unknown = readdirSync(src).filter((name) => LAYERS[name] === undefined);
    expect(unknown).toEqual([]);
  });
});
