/**
 * `npm run size`: gzip sizes of the production build against the budgets of
 * ARCHITECTURE.md §budgets. Exits non-zero when one is exceeded. Sizes in kB (1000 bytes), gzip
 * level 9.
 *
 *   loader                         ≤ 1.5 kB (with the widgets' room reservation)
 *   shared runtime chunk           ≤ 40 kB
 *   each widget chunk, own code    ≤ 15 kB
 *   first widget on a page         ≤ 50 kB: loader + the widget chunk + every chunk it imports
 *                                   statically + its translation areas (core and its own) in the
 *                                   language whose files are largest
 *
 * Then what the shared runtime is made of, module by module (its source map's share of the
 * gzip size); `npm run size -- --why <a widget's tag>` prints the same for every chunk of
 * that widget's first load.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Area } from '../../src/i18n/catalogs';
import { widgets } from '../registry.ts';
import { budgets } from './budgets.ts';
import { distDir } from './dist-dir.ts';
import { readManifest, staticClosure } from './manifest.ts';
import { breakdown } from './size-breakdown.ts';
import { mapsDirOf } from './vite/maps-aside.ts';

const dir = distDir('cdn');
const manifest = readManifest();
const kb = (bytes: number) => bytes / 1000;
const gz = (file: string) => kb(gzipSync(readFileSync(resolve(dir, file)), { level: 9 }).length);

const rows: Array<{ what: string; size: number; budget: number | null }> = [];
const loader = gz('loader.js');
rows.push({ what: 'loader.js', size: loader, budget: budgets.loader });

const runtimeKeys = Object.keys(manifest).filter((k) => /(^|\/)runtime-[\w-]+\.js$/.test(manifest[k]!.file));
for (const key of runtimeKeys) rows.push({ what: `runtime (${manifest[key]!.file})`, size: gz(manifest[key]!.file), budget: budgets.runtime });

/** gzip size of one area's translation in its largest language. */
const areaSize = (area: Area) =>
  Math.max(
    0,
    ...Object.values(manifest)
      .filter((c) => new RegExp(`locales/${area}/\\w+\\.json$`).test(c.src ?? ''))
      .map((c) => gz(c.file)),
  );

for (const [tag, { entry: src, areas }] of Object.entries(widgets)) {
  const entry = manifest[src];
  if (!entry) throw new Error(`${src} is not in the build: run npm run build first`);
  const own = gz(entry.file);
  rows.push({ what: `${tag} own code`, size: own, budget: budgets.widget });
  const deps = [...staticClosure(manifest, src)].map((k) => gz(manifest[k]!.file));
  const translations = (['core', ...areas] as Area[]).reduce((sum, area) => sum + areaSize(area), 0);
  const first = loader + own + deps.reduce((a, b) => a + b, 0) + translations;
  rows.push({ what: `${tag} first load (loader + chunks + translations)`, size: first, budget: budgets.firstWidget });
}

/**
 * What the face search adds once its tab opens (docs/ARCHITECTURE.md §face-check): the panel and
 * the detector with their chunks, the detector's weights and WebAssembly and the `face` texts, none of them in
 * any first load.
 */
const lazyKeys = ['widgets/photo-search/face/FacePanel.tsx', 'widgets/photo-search/face/check/face-detector.ts'];
const facePath = new Set(lazyKeys.flatMap((key) => [key, ...staticClosure(manifest, key)]));
// The weights, and the WebAssembly every supported browser fetches (SIMD; the plain build is for older ones).
const assets = Object.values(manifest).filter((c) => c.file.endsWith('.bin') || /wasm-simd-[\w-]+\.wasm$/.test(c.file));
const faceSize = [...facePath].reduce((sum, key) => sum + gz(manifest[key]!.file), 0) + assets.reduce((sum, c) => sum + gz(c.file), 0) + areaSize('face');
rows.push({ what: 'face search path (panel, detector, weights, WebAssembly, texts)', size: faceSize, budget: budgets.facePath });

/** Modules of the given chunks, their gzip shares summed, largest first. */
function heaviest(files: string[]): Array<{ name: string; kb: number }> {
  const sums = new Map<string, number>();
  for (const file of files)
    for (const { name, kb } of breakdown(resolve(dir, file), resolve(mapsDirOf(dir), `${file}.map`), gz(file))) sums.set(name, (sums.get(name) ?? 0) + kb);
  return [...sums].map(([name, kb]) => ({ name, kb })).sort((a, b) => b.kb - a.kb);
}

const why = process.argv.indexOf('--why');
const whyTag = why > 0 ? process.argv[why + 1] : undefined;
const whyEntry = whyTag ? (widgets as Record<string, { entry: string }>)[whyTag]?.entry : undefined;
if (whyTag && !whyEntry) {
  console.error(`--why takes a widget's tag: ${Object.keys(widgets).join(', ')}`);
  process.exit(2);
}
const examined = whyEntry
  ? { what: `${whyTag}'s first load`, keys: [whyEntry, ...staticClosure(manifest, whyEntry)] }
  : { what: 'the shared runtime', keys: runtimeKeys };
const modules = heaviest(examined.keys.map((k) => manifest[k]!.file));
if (modules.length) {
  const shown = whyEntry ? modules : modules.slice(0, process.argv.includes('--all') ? undefined : 15);
  console.log(`What ${examined.what} holds (gzip kB, shared out by source map):`);
  for (const m of shown) console.log(`  ${m.kb.toFixed(2).padStart(6)}  ${m.name}`);
  if (shown.length < modules.length)
    console.log(
      `  ${modules
        .slice(shown.length)
        .reduce((a, m) => a + m.kb, 0)
        .toFixed(2)
        .padStart(6)}  ${modules.length - shown.length} more modules`,
    );
  console.log('');
} else console.log('(No source maps beside the build: run npm run build for the breakdown of the runtime.)\n');

let failed = 0;
const width = Math.max(...rows.map((r) => r.what.length));
for (const row of rows) {
  const over = row.budget !== null && row.size > row.budget;
  if (over) failed++;
  const budget = row.budget === null ? '' : ` / ${row.budget.toFixed(2)} kB`;
  console.log(`${over ? 'OVER' : 'ok  '}  ${row.what.padEnd(width)}  ${row.size.toFixed(2).padStart(6)} kB${budget}`);
}
console.log(failed ? `\n${failed} budget(s) exceeded (ARCHITECTURE.md §budgets)` : '\nAll size budgets hold (ARCHITECTURE.md §budgets).');
process.exit(failed ? 1 : 0);
