/**
 * Storybook and the stories' vitest project (vite.config.ts, project `storybook`) both start
 * from the CDN build's config in vite.config.ts: they keep its plugins (preact) and aliases
 * (react → preact/compat) and drop the library build settings and the bill of materials, which
 * only the CDN build needs.
 */
import type { UserConfig } from 'vite';
import { SBOM_PLUGIN } from '../widgets/build/sbom.ts';

/**
 * The bill of materials describes dist/ (widgets/build/sbom.ts): a Storybook build writing it
 * would list the stories' modules in place of the package's.
 */
const shipsNothing = (plugin: unknown) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === SBOM_PLUGIN);

export function withoutLibraryBuild<T extends UserConfig>(config: T): T {
  const build = { ...(config.build ?? {}) };
  delete build.lib;
  delete build.rolldownOptions;
  delete build.manifest;
  build.outDir = undefined;
  return { ...config, plugins: (config.plugins ?? []).filter(shipsNothing), build };
}
