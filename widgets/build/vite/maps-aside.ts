/**
 * Source maps of the CDN build, for `npm run size`'s breakdown of what a first load holds
 * (ARCHITECTURE.md §budgets), kept out of what is shipped: written hidden (no sourceMappingURL
 * comment in the chunks) and moved from dist/cdn to dist/cdn-maps once written, so neither the
 * package, the WordPress plugin nor a CDN upload carries them.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

export const mapsDirOf = (outDir: string) => `${outDir}-maps`;

/** Its name, for the builds that do not ship the package (.storybook/vite-config.ts). */
export const MAPS_ASIDE_PLUGIN = 'racelens-maps-aside';

export function mapsAside(outDir: string): Plugin {
  const aside = mapsDirOf(outDir);
  return {
    name: MAPS_ASIDE_PLUGIN,
    apply: 'build',
    config: () => ({ build: { sourcemap: 'hidden' } }),
    writeBundle() {
      rmSync(aside, { recursive: true, force: true });
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
        const from = join(entry.parentPath, entry.name);
        const to = join(aside, relative(outDir, from));
        mkdirSync(dirname(to), { recursive: true });
        renameSync(from, to);
      }
    },
  };
}
