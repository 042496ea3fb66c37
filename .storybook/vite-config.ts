/**
 * Storybook and the stories' vitest project (vite.config.ts, project `storybook`) both start
 * from the CDN build's config in vite.config.ts: they keep its plugins (preact) and aliases
 * (react → preact/compat) and drop the library build settings, which only the CDN build needs.
 */
import type { UserConfig } from 'vite';

export function withoutLibraryBuild<T extends UserConfig>(config: T): T {
  const build = { ...(config.build ?? {}) };
  delete build.lib;
  delete build.rolldownOptions;
  delete build.manifest;
  build.outDir = undefined;
  return { ...config, build };
}
