/**
 * Storybook and the stories' vitest project (vite.config.ts, project `storybook`) both start
 * from the CDN build's config in vite.config.ts: they keep its plugins (preact) and aliases
 * (react → preact/compat) and drop the library build settings, the bill of materials and the
 * bundler entries, which only the CDN build needs.
 */
import type { UserConfig } from 'vite';
import { SBOM_PLUGIN } from '../widgets/build/sbom.ts';
import { BUNDLER_ENTRIES_PLUGIN } from '../widgets/build/vite/cdn.ts';
import { MAPS_ASIDE_PLUGIN } from '../widgets/build/vite/maps-aside.ts';

/**
 * What only the package's build makes: the bill of materials describes dist/
 * (widgets/build/sbom.ts), and a Storybook build writing it would list the stories' modules in
 * place of the package's; the bundler entries name the widgets' chunks, which a Storybook build
 * does not have; the source maps set aside are the CDN build's.
 */
const packageOnly = new Set([SBOM_PLUGIN, BUNDLER_ENTRIES_PLUGIN, MAPS_ASIDE_PLUGIN]);
const shipsNothing = (plugin: unknown) => !(plugin && typeof plugin === 'object' && 'name' in plugin && packageOnly.has(String(plugin.name)));

export function withoutLibraryBuild<T extends UserConfig>(config: T): T {
  const build = { ...(config.build ?? {}) };
  delete build.lib;
  delete build.rolldownOptions;
  delete build.manifest;
  build.outDir = undefined;
  return { ...config, plugins: (config.plugins ?? []).filter(shipsNothing), build };
}
