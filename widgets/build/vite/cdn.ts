/**
 * The CDN build (dist/cdn): the widgets as ESM chunks (one per tag, hashed), the shared runtime
 * chunk, translations by area and language, and `racelens.js` for bundler users; all against
 * preact/compat.
 */
import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import type { UserConfig } from 'vite';
import { widgets } from '../../registry.ts';
import { buildTarget, withoutNewerApis } from '../browsers.ts';
import { billOfMaterials } from '../sbom.ts';
import { assetFileNames, assetUrlFromChunk, cdnDir, preactAliases, type Registry, root } from './common.ts';
import { faceModel } from './face-model.ts';

/**
 * The shared `runtime` chunk (budget 40 KB gzip, ARCHITECTURE.md §budgets) is made of folders, not
 * files: preact, signals and zod; the element runtime, theme, money and link folders; the API
 * client's and i18n's own modules (not their services or locales); and, since rolldown puts a
 * captured module's imports in its group, everything these import — the page's store
 * (store/page.ts) and what it is built from. Features (search, checkout, orders…), the API
 * services they call, validation and translations stay with the widgets that use them.
 */
const runtimeModule = new RegExp(
  [
    String.raw`node_modules[\/](preact|@preact|@r2wc|zod)[\/]`,
    String.raw`[\/]src[\/](elements|theme|money|runtime|links)[\/]`,
    String.raw`[\/]src[\/](api|i18n)[\/][\w-]+\.ts$`,
    String.raw`[\/]src[\/]config\.ts$`,
    String.raw`[\/]src[\/]store[\/]base[\/]`,
    String.raw`[\/]src[\/]ui[\/]ui\.css\?inline$`,
  ].join('|'),
);

const chunkName = (file: string) =>
  file
    .replace(/^widgets\//, '')
    .replace(/\/element\.ts$/, '')
    .replace(/\.tsx?$/, '')
    .replace(/\//g, '-');

export function cdnBuild(registry: Registry = widgets, outDir = cdnDir): UserConfig {
  const entries: Record<string, string> = registry === widgets ? { racelens: resolve(root, 'src/index.ts') } : {};
  for (const { entry } of Object.values(registry)) entries[chunkName(entry)] = resolve(root, entry);
  return {
    // The SDK's build starts the bill of materials (the demo elements are not shipped).
    plugins: [
      preact({ devtoolsInProd: false, prefreshEnabled: false }),
      withoutNewerApis(),
      faceModel(),
      ...(registry === widgets ? [billOfMaterials({ fresh: true })] : []),
    ],
    resolve: { alias: preactAliases },
    experimental: { renderBuiltUrl: assetUrlFromChunk },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      minify: true,
      target: buildTarget,
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: {
        // Constants written where they are used (the shop's path templates): the shared runtime then
        // carries none that only a widget needs, and each widget only the ones it links to.
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
        output: {
          // Lib mode leaves ES output unminified even with build.minify
          // (ARCHITECTURE.md §toolchain): ask rolldown.
          minify: true,
          assetFileNames,
          entryFileNames: (chunk) => (chunk.name === 'racelens' ? 'racelens.js' : 'widgets/[name]-[hash].js'),
          // Translation chunks are named by area and language (i18n/search-de-[hash].js).
          chunkFileNames: (chunk) => {
            const locale = chunk.facadeModuleId?.match(/locales[\\/](\w+)[\\/](\w+)\.json$/);
            return locale ? `i18n/${locale[1]}-${locale[2]}-[hash].js` : 'chunks/[name]-[hash].js';
          },
          codeSplitting: { groups: [{ name: 'runtime', test: runtimeModule }] },
        },
      },
    },
  };
}
