/**
 * The descriptors are the one place a widget is declared (src/runtime/descriptor.ts,
 * widgets/build/generate.ts): the generated files are what they make; a new widget needs its
 * folder and nothing else (a route too if the shop shows it on a page of its own); docs/API.md's
 * generated blocks read back as the descriptors; each descriptor's lazy parts, values and
 * defaults are what its code and its texts say; and no bundle carries a descriptor's texts.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { roomRules } from '../../src/embed/rooms';
import { readApiDocs } from '../../widgets/build/api-docs';
import { blockSources } from '../../widgets/build/block-sources';
import { customElementsManifest, elementTypings } from '../../widgets/build/element-manifest';
import { discover, GENERATED, generatedFiles, staleFiles, writeGenerated } from '../../widgets/build/generate';
import { reference } from '../../widgets/build/reference';
import { described } from '../../widgets/registry';
import { repoRoot } from '../fixtures/source-scan';

const sorted = <T>(values: Iterable<T>) => [...values].sort();

describe('the generated files', () => {
  it('are what the descriptors make (otherwise: npm run generate)', async () => {
    const files = generatedFiles(await discover());
    expect(staleFiles(files), 'stale generated files: run npm run generate').toEqual([]);
    for (const [path, text] of files) if (path.endsWith('.ts')) expect(text.split('\n')[0], path).toContain(GENERATED);
  });

  it('the registry holds every descriptor of widgets/*/descriptor.ts', async () => {
    const found = await discover();
    expect(sorted(described.map((w) => w.descriptor.tag))).toEqual(sorted(found.map((w) => w.descriptor.tag)));
  });
});

describe('a new widget', () => {
  const root = mkdtempSync(join(tmpdir(), 'racelens-new-widget-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // A copy of what the generator reads (the descriptors, their type module, the order parts' docs, docs/API.md), plus
  // one new folder holding nothing but its descriptor.
  const copy = (path: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    cpSync(join(repoRoot, path), join(root, path));
  };
  copy('src/runtime/descriptor.ts');
  copy('src/parts/orders/parts.ts');
  copy('docs/API.md');
  for (const { folder } of described) copy(`widgets/${folder}/descriptor.ts`);
  mkdirSync(join(root, 'widgets/race-map'), { recursive: true });
  writeFileSync(
    join(root, 'widgets/race-map/descriptor.ts'),
    `import { describeWidget, headingLevelAttribute } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-race-map',
  component: 'RaceMap',
  title: 'Race map',
  summary: 'The course of an event with the photo points on it.',
  description: 'The course of one event on a map, with the places photographers stood.',
  room: { minHeight: '400px' },
  areas: ['gallery'],
  attributes: { eventId: { type: 'number', description: 'The event id.' }, headingLevel: headingLevelAttribute },
  events: { onPointOpen: { when: 'A photo point was opened.', detail: '{ pointId: string }' } },
  parts: { 'race-map': 'The map.' },
  lazyParts: [],
  types: { PointDetail: '\`detail\` of \`onPointOpen\`.' },
});
`,
  );

  it('needs its folder only: the registry, rooms, React modules, reference, manifest, typings and block come from its descriptor', async () => {
    const widgets = await discover(root);
    const files = generatedFiles(widgets, root);
    const touched = writeGenerated(files, root);
    const tag = 'racelens-race-map';

    // Only generated files change besides the new folder.
    expect(touched.every((path) => files.has(path))).toBe(true);

    // The runtime's part of its descriptor, beside it.
    expect(files.get('widgets/race-map/descriptor.generated.ts')).toContain(`tag: '${tag}'`);

    // The registry: its chunk's entry, areas and room, which the loader's rules reserve.
    const registry = (await import(join(root, 'widgets/registry.ts'))) as typeof import('../../widgets/registry');
    expect(registry.widgets[tag as keyof typeof registry.widgets]).toMatchObject({
      entry: 'widgets/race-map/element.ts',
      areas: ['gallery'],
      react: 'widgets/react/race-map.ts',
    });
    expect(roomRules(registry.rooms)).toContain(`:where(${tag}:not(:defined)){display:block;min-height:400px}`);
    expect(files.get('widgets/tags.ts')).toContain(`RaceMap: '${tag}'`);
    // The height its frame keeps while its strings load, in the runtime's part of its descriptor.
    expect(files.get('widgets/race-map/descriptor.generated.ts')).toContain("room: '400px',");
    // The embed builder offers it with its attributes, and the pasted snippet keeps its room.
    const embed = (await import(join(root, 'widgets/embed-widgets.ts'))) as typeof import('../../widgets/embed-widgets');
    expect(embed.embedWidgets.find((w) => w.tag === tag)).toMatchObject({
      component: 'RaceMap',
      attributes: [{ name: 'eventId', type: 'number' }, { name: 'headingLevel' }],
    });
    expect(embed.embedRooms[tag]).toEqual({ minHeight: '400px' });

    // racelens/react: its module and its exports in the index.
    expect(files.get('widgets/react/race-map.ts')).toContain('export const RaceMap: FunctionComponent<RaceMapProps & CommonWidgetProps>');
    expect(files.get('widgets/react.ts')).toContain("export { RaceMap } from './react/race-map';");
    expect(files.get('widgets/react.ts')).toContain("export type { RaceMapProps, PointDetail } from './race-map/types';");

    // docs/API.md: its section, part and React rows, read back as the reference.
    const docs = readApiDocs(files.get('docs/API.md')!);
    expect(docs.elements.find((e) => e.tag === tag)).toMatchObject({
      attributes: [{ attribute: 'event-id', property: 'eventId', type: 'number' }, { attribute: 'heading-level' }],
      events: [{ event: 'racelens:point-open', detail: '{ pointId: string }' }],
    });
    expect(docs.parts.find((p) => p.part === 'race-map')?.elements).toEqual([tag]);
    expect(docs.reactComponents.find((c) => c.name === 'RaceMap')).toEqual({
      name: 'RaceMap',
      element: tag,
      props: ['eventId', 'headingLevel'],
      callbacks: ['onPointOpen'],
    });
    expect(docs.reactOther.map((o) => o.name)).toEqual(expect.arrayContaining(['RaceMapProps', 'PointDetail']));
    expect(docs.markdown).toContain('Twelve elements. The first nine are the widgets organizers place');

    // custom-elements.json and the typings.
    const manifest = customElementsManifest(widgets, (t) => `dist/cdn/widgets/${t}.js`);
    expect(manifest.modules.find((m) => m.declarations[0]!.tagName === tag)?.declarations[0]).toMatchObject({
      name: 'RacelensRaceMapElement',
      attributes: [
        { name: 'event-id', fieldName: 'eventId' },
        { name: 'heading-level', default: '2' },
      ],
      events: [{ name: 'racelens:point-open', type: { text: 'CustomEvent<{ pointId: string }>' } }],
    });
    const typings = elementTypings(widgets);
    expect(typings.elements).toContain(`'${tag}': RacelensRaceMapElement;`);
    expect(typings.jsx).toContain(`'${tag}': RacelensProps<RacelensRaceMapElement>`);
    expect(typings.jsx).toContain("'onracelens:point-open'?: (event: CustomEvent<{ pointId: string }>) => void");
    expect(typings.vue).toContain(`'${tag}': RacelensComponent<RacelensRaceMapElement`);

    // The WordPress block's data.
    expect(blockSources(widgets).find((b) => b.tag === tag)).toEqual({
      tag,
      title: 'Racelens race map',
      description: 'The course of an event with the photo points on it.',
      attributes: [
        { name: 'eventId', attribute: 'event-id', type: 'number', description: 'The event id.' },
        expect.objectContaining({ name: 'headingLevel', attribute: 'heading-level', default: 2 }),
      ],
    });

    // Generating again changes nothing.
    expect(staleFiles(generatedFiles(await discover(root), root), root)).toEqual([]);
  });

  it('removing a widget removes its generated files', async () => {
    rmSync(join(root, 'widgets/race-map/descriptor.ts'));
    const touched = writeGenerated(generatedFiles(await discover(root), root), root);
    expect(touched).toEqual(expect.arrayContaining(['widgets/react/race-map.ts', 'widgets/race-map/descriptor.generated.ts']));
    expect(readdirSync(join(root, 'widgets/react'))).not.toContain('race-map.ts');
  });
});

describe('git', () => {
  it('holds no file the generator writes (they are git-ignored; npm run generate writes them), docs/API.md aside', async () => {
    const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n'));
    const written = [...generatedFiles(await discover()).keys()].filter((path) => path !== 'docs/API.md');
    expect(written.length).toBeGreaterThan(10);
    expect(written.filter((path) => tracked.has(path))).toEqual([]);
  });
});

describe('docs/API.md', () => {
  it('reads back, in its generated blocks, as the descriptors, the UI kit and the theme make it', () => {
    const docs = readApiDocs();
    const made = reference(described);
    expect(docs.elements).toEqual(made.elements);
    expect(docs.parts).toEqual(made.parts);
    expect(docs.customProperties).toEqual(made.customProperties);
    expect(docs.reactComponents).toEqual(made.reactComponents);
    expect(docs.reactOther).toEqual(made.reactOther.map(({ name, kind }) => ({ name, kind })));
  });
});

describe('each descriptor', () => {
  /** The `import()`s of a widget's folder: modules as paths from the folder without extension, packages as written. */
  function lazyImports(folder: string): string[] {
    const dir = join(repoRoot, 'widgets', folder);
    const files = (at: string): string[] =>
      readdirSync(at, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(at, e.name)) : /\.tsx?$/.test(e.name) ? [join(at, e.name)] : []));
    return files(dir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(([, spec]) =>
        spec!.startsWith('.') ? relative(dir, resolve(dirname(file), spec!)).replace(/\.tsx?$/, '') : spec!,
      ),
    );
  }

  for (const { folder, descriptor } of described) {
    it(`${folder}: names as lazy parts exactly what its code loads with import()`, () => {
      expect(sorted(descriptor.lazyParts)).toEqual(sorted(lazyImports(folder)));
    });

    it(`${folder}: names each value and default of an attribute in its description`, () => {
      for (const [property, a] of Object.entries(descriptor.attributes)) {
        for (const value of a.values ?? []) expect(a.description, `${property}: ${value}`).toContain(`\`${value}\``);
        if (a.default !== undefined) expect(a.description, `${property}: default ${a.default}`).toContain(`\`${a.default}\``);
      }
    });
  }

  it('reaches the bundles only as its runtime part (descriptor.generated.ts): its texts stay out', () => {
    const files = (at: string): string[] =>
      readdirSync(at, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(at, e.name)) : /\.tsx?$/.test(e.name) ? [join(at, e.name)] : []));
    const importers = [...files(join(repoRoot, 'src')), ...files(join(repoRoot, 'widgets'))]
      .filter((file) => !relative(repoRoot, file).startsWith('widgets/build/') && relative(repoRoot, file) !== 'widgets/registry.ts')
      .filter((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+['"](\.[^'"]+)['"]/g)].some(([, spec]) =>
          /^widgets\/[\w-]+\/descriptor(\.ts)?$/.test(relative(repoRoot, resolve(dirname(file), spec!))),
        ),
      )
      .map((file) => relative(repoRoot, file));
    expect(importers).toEqual([]);
  });
});
