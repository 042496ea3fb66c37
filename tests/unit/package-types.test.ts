/**
 * The package's types for every TypeScript `moduleResolution`: `bundler` and `node16` read each
 * entry's `types` in `exports`; the older `node` (node10) reads no `exports`, so the top-level
 * `types` and `typesVersions` must name the same declarations (tests/package/apps/node10 type-checks
 * them against the packed package).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  types?: string;
  typesVersions?: Record<string, Record<string, string[]>>;
  exports: Record<string, string | { types?: string }>;
};
const typed = Object.entries(pkg.exports).flatMap(([path, target]) => (typeof target === 'object' && target.types ? [[path, target.types] as const] : []));

describe('the package’s types under moduleResolution node10', () => {
  it('has the root entry’s declarations as its top-level types', () => {
    expect(pkg.types).toBe(typed.find(([path]) => path === '.')?.[1]);
  });

  it('maps every typed subpath of exports, and nothing else, to the same declarations in typesVersions', () => {
    const subpaths = Object.fromEntries(typed.filter(([path]) => path !== '.').map(([path, types]) => [path.slice(2), [types]]));
    expect(Object.keys(subpaths)).toEqual(expect.arrayContaining(['react', 'jsx', 'vue', 'elements', 'photo-search']));
    expect(pkg.typesVersions).toEqual({ '*': subpaths });
  });
});
