/**
 * The one way data flows (ARCHITECTURE.md §layers): API client and the plain modules under it →
 * store → theme → components → elements. A module never imports from a layer above its own, so the
 * store (and what it uses) can run without the widgets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../fixtures/source-scan';

const src = join(repoRoot, 'src');
const LAYERS: Record<string, number> = { api: 0, money: 0, validation: 0, i18n: 0, 'config.ts': 0, 'unknown-options.ts': 0, store: 1, theme: 2 };

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
/** The layer of a file under src/: its first path part (a top-level file counts by its name). */
const layerOf = (file: string): number | undefined => LAYERS[relative(src, file).split('/')[0]!];
const imports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => resolve(dirname(file), m[1]!));

describe('layers', () => {
  it('every module under src/ imports only from its own layer or below', () => {
    const upward: string[] = [];
    for (const file of files(src)) {
      const own = layerOf(file);
      if (own === undefined) continue; // components, elements and the entry points sit on top
      for (const target of imports(file)) {
        if (!target.startsWith(src)) continue;
        const layer = layerOf(target.endsWith('.ts') ? target : `${target}.ts`) ?? Infinity;
        if (layer > own) upward.push(`${relative(repoRoot, file)} → ${relative(repoRoot, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
