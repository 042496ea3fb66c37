/// <reference types="vitest/config" />
/**
 * One config, four builds (npm run build runs them in order):
 *   default  dist/cdn   the widgets as ESM chunks (one per tag, hashed) + the shared runtime
 *                       chunk + `racelens.js` for bundler users; all against preact/compat
 *   loader   dist/cdn/loader.js  the IIFE organizers paste; learns chunk names from the manifest;
 *                       its Subresource Integrity hash goes to loader.sri and loader.sri.json
 *   react    dist/react  the components for React hosts (react is external), one module each;
 *            dist/types  the shipped declarations, and dist/custom-elements.json
 *   shop     dist/shop  the standalone shop page
 * The `test` block holds the vitest projects: unit, component, react, contract (all run by
 * `npm run test:unit`) and storybook (the stories as tests in Chromium, `npm run test:stories`).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import preact from '@preact/preset-vite';
import { described, rooms, widgets, type WidgetEntry, type WidgetTag } from './widgets/registry.ts';
import { tags } from './widgets/tags.ts';
import { demoWidgets } from './widgets/demo/registry.ts';
import { distDir } from './widgets/build/dist-dir.ts';
import { writeElementManifest } from './widgets/build/element-manifest.ts';
import { emitPublicTypes } from './widgets/build/public-types.ts';
import { readManifest, staticClosure, translationFiles, type Manifest } from './widgets/build/manifest.ts';
import type { PreloadPlan } from './widgets/shop/preload.ts';
import { roomRules } from './src/runtime/rooms.ts';
import { buildTarget, withoutNewerApis } from './widgets/build/browsers.ts';
import { withoutLibraryBuild } from './.storybook/vite-config.ts';
import { chromiumFlags, chromiumPath } from './tests/chromium.ts';

const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
const cdnDir = distDir('cdn');
/** The demo elements' own CDN tree, served beside the SDK's at `/demo/` (examples only). */
const demoCdnDir = distDir('cdn-demo', 'demo');
type Registry = Record<string, WidgetEntry>;

/**
 * Modules every widget needs go to one shared `runtime` chunk (budget 40 KB gzip). Store
 * features (search, checkout, orders…), validation and translations are left to the chunks of
 * the widgets that use them.
 */
const runtimeModule = new RegExp(
  [
    String.raw`node_modules[\/](preact|@preact|@r2wc|zod)[\/]`,
    String.raw`[\/]src[\/](api|elements|theme|money|runtime)[\/]`,
    String.raw`[\/]src[\/]config\.ts$`,
    String.raw`[\/]src[\/]i18n[\/][\w-]+\.ts$`,
    String.raw`[\/]src[\/]store[\/](create-store|page|settings|session|storage|analytics|cart|cart-rules|errors|notifications|shell|pending-orders|single-flight|feature)\.ts$`,
    String.raw`[\/]src[\/]ui[\/]ui\.css\?inline$`,
  ].join('|'),
);

const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
];

const chunkName = (file: string) => file.replace(/^widgets\//, '').replace(/\/element\.ts$/, '').replace(/\.tsx?$/, '').replace(/\//g, '-');

function cdnBuild(registry: Registry = widgets, outDir = cdnDir): UserConfig {
  const entries: Record<string, string> = registry === widgets ? { racelens: resolve(root, 'src/index.ts') } : {};
  for (const { entry } of Object.values(registry)) entries[chunkName(entry)] = resolve(root, entry);
  return {
    plugins: [preact({ devtoolsInProd: false, prefreshEnabled: false }), withoutNewerApis()],
    resolve: { alias: preactAliases },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      minify: true,
      target: buildTarget,
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: {
        output: {
          // Lib mode leaves ES output unminified even with build.minify (DESIGN §7): ask rolldown.
          minify: true,
          entryFileNames: (chunk) =>
            chunk.name === 'racelens' ? 'racelens.js' : 'widgets/[name]-[hash].js',
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

/** Tag → chunk path relative to loader.js, read from the CDN build's manifest. */
function chunkMap(registry: Registry = widgets, dir: string = cdnDir): Record<string, string> {
  const manifest = readManifest(dir);
  const map: Record<string, string> = {};
  for (const [tag, { entry: file }] of Object.entries(registry)) {
    const entry = manifest[file];
    if (!entry) throw new Error(`No chunk for ${tag} in the manifest: run the CDN build first`);
    map[tag] = './' + entry.file;
  }
  return map;
}

/**
 * The loader's Subresource Integrity hash (sha384, base64) of the file as written, for
 * `<script src=".../loader.js" integrity="sha384-…" crossorigin="anonymous">` (docs/API.md):
 * `loader.sri` holds the attribute value alone, `loader.sri.json` the same with the version.
 */
function loaderIntegrity(): Plugin {
  return {
    name: 'racelens-loader-integrity',
    writeBundle(options) {
      const dir = options.dir ?? cdnDir;
      const integrity = `sha384-${createHash('sha384').update(readFileSync(resolve(dir, 'loader.js'))).digest('base64')}`;
      writeFileSync(resolve(dir, 'loader.sri'), `${integrity}\n`);
      writeFileSync(
        resolve(dir, 'loader.sri.json'),
        `${JSON.stringify({ version: pkg.version, file: 'loader.js', integrity }, null, 2)}\n`,
      );
    },
  };
}

function loaderBuild(registry: Registry = widgets, outDir = cdnDir): UserConfig {
  return {
    plugins: [loaderIntegrity(), withoutNewerApis()],
    define: {
      __RACELENS_CHUNKS__: JSON.stringify(chunkMap(registry, outDir)),
      __RACELENS_VERSION__: JSON.stringify(pkg.version),
      __RACELENS_ROOMS__: JSON.stringify(roomRules(rooms)),
    },
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      target: buildTarget,
      lib: { entry: resolve(root, 'widgets/loader.ts'), formats: ['iife'], name: 'RacelensLoader', fileName: () => 'loader.js' },
    },
  };
}

/**
 * The declarations, the Custom Elements Manifest and the tag typings, written after the React
 * build (the CDN build's manifest names the chunk that defines each tag).
 */
function shippedTypes(): Plugin {
  return {
    name: 'racelens-shipped-types',
    writeBundle() {
      const types = distDir('types');
      emitPublicTypes(types);
      const chunks = chunkMap();
      writeElementManifest(described, { manifest: distDir('custom-elements.json'), types }, (tag) =>
        `dist/cdn/${chunks[tag]!.replace(/^\.\//, '')}`,
      );
      // The root entry brings the element interfaces and HTMLElementTagNameMap; racelens/react
      // also the tags in React's JSX.
      const append = (file: string, text: string) => writeFileSync(file, readFileSync(file, 'utf8') + text);
      append(resolve(types, 'index.d.ts'), "export type * from './elements.js';\n");
      append(resolve(types, 'react.d.ts'), "export type * from './elements.js';\nimport './jsx.js';\n");
    },
  };
}

function reactBuild(): UserConfig {
  // One entry per component besides the index, so a host's bundler can leave out the rest
  // (package.json declares these modules free of side effects). The registry names them.
  const entries: Record<string, string> = { 'racelens-react': resolve(root, 'src/react.ts') };
  for (const { folder, react } of Object.values(widgets) as Array<{ folder: string; react?: string }>) if (react) entries[folder] = resolve(root, react);
  return {
    // Real React here: JSX compiles to react/jsx-runtime.
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    plugins: [withoutNewerApis(), shippedTypes()],
    build: {
      outDir: distDir('react'),
      emptyOutDir: true,
      minify: false,
      target: buildTarget,
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: {
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        output: { chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
}

/** The React host example: a real React app bundling the built `racelens/react`. */
function reactHostBuild(): UserConfig {
  return {
    root: resolve(root, 'examples/react-host'),
    base: '/react-host/',
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    plugins: [withoutNewerApis()],
    resolve: { alias: [{ find: /^racelens\/react$/, replacement: distDir('react', 'racelens-react.js') }] },
    build: {
      outDir: distDir('examples', 'react-host'),
      emptyOutDir: true,
      target: buildTarget,
      // index.html: racelens/react; tags.html: the racelens-* tags with the loader.
      rolldownOptions: {
        input: {
          index: resolve(root, 'examples/react-host/index.html'),
          tags: resolve(root, 'examples/react-host/tags.html'),
        },
      },
    },
  };
}

/** The widgets every shop route shows: their code is in the page's head (shopHead). */
const shopFrame = [tags.ShopShell, tags.CartDrawer];

/** The files of a widget's chunk and of every chunk it imports statically. */
function widgetFiles(manifest: Manifest, entry: string): string[] {
  if (!manifest[entry]) throw new Error(`No chunk for ${entry} in the manifest: run the CDN build first`);
  return [entry, ...staticClosure(manifest, entry)].map((key) => manifest[key]!.file);
}

/**
 * What the shop's script preloads for a route (widgets/shop/preload.ts): the route widget's
 * chunks that the page's head does not preload already, and every translation file.
 */
function preloadPlan(manifest: Manifest): PreloadPlan {
  const inHead = new Set(shopFrame.flatMap((tag) => widgetFiles(manifest, widgets[tag as WidgetTag].entry)));
  const plan: PreloadPlan = { widgets: {}, i18n: translationFiles(manifest) };
  for (const [tag, { entry, areas }] of Object.entries(widgets)) {
    plan.widgets[tag] = { files: widgetFiles(manifest, entry).filter((file) => !inHead.has(file)), areas: [...areas] };
  }
  return plan;
}

/**
 * The shop page's head, before any script has run: connections to the SDK's and the API's
 * origins (module scripts and API calls connect without credentials, images with), and the code
 * of the shell and the cart button, which every route shows.
 */
function shopHead(manifest: Manifest): Plugin {
  const files = new Set(shopFrame.flatMap((tag) => widgetFiles(manifest, widgets[tag as WidgetTag].entry)));
  const link = (attrs: Record<string, string>) => ({ tag: 'link', attrs, injectTo: 'head' as const });
  return {
    name: 'racelens-shop-head',
    transformIndexHtml: () => [
      link({ rel: 'preconnect', href: '__RACELENS_CDN__', crossorigin: '' }),
      link({ rel: 'preconnect', href: '__RACELENS_API__', crossorigin: '' }),
      link({ rel: 'preconnect', href: '__RACELENS_API__' }),
      ...[...files].map((file) => link({ rel: 'modulepreload', href: `__RACELENS_CDN__/${file}` })),
    ],
  };
}

function shopBuild(): UserConfig {
  const manifest = readManifest();
  return {
    root: resolve(root, 'widgets/shop'),
    base: '/',
    define: { __RACELENS_PRELOAD__: JSON.stringify(preloadPlan(manifest)) },
    plugins: [shopHead(manifest), withoutNewerApis()],
    build: { outDir: distDir('shop'), emptyOutDir: true, target: buildTarget },
  };
}

/** Debian's Chromium, as for the Playwright browser tests (DESIGN §7); never a downloaded browser. */
const chromium = { executablePath: chromiumPath, args: chromiumFlags };

/**
 * The stories as tests (@storybook/addon-vitest): each story renders in Chromium and its `play`
 * function runs. It starts from the CDN build's config stripped as Storybook strips it
 * (.storybook/vite-config.ts) rather than `extends: true`, which would bring the library build.
 * The addon applies .storybook/preview.ts itself (no setup file needed since Storybook 10.3).
 * Its tooling is imported only when vitest runs, so the builds do not load it.
 */
async function storybookProject(): Promise<TestProjectInlineConfiguration> {
  const [{ storybookTest }, { playwright }] = await Promise.all([
    import('@storybook/addon-vitest/vitest-plugin'),
    import('@vitest/browser-playwright'),
  ]);
  const base = withoutLibraryBuild(cdnBuild());
  return {
    ...base,
    plugins: [...(base.plugins ?? []), storybookTest({ configDir: resolve(root, '.storybook') })],
    // Found late otherwise (.storybook/preview.ts imports it), which makes Vite reload mid-run.
    optimizeDeps: { include: ['storybook/internal/core-events'] },
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromium }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig(async ({ mode }): Promise<UserConfig> => {
  if (mode === 'loader') return loaderBuild();
  if (mode === 'demo') return cdnBuild(demoWidgets, demoCdnDir);
  if (mode === 'demo-loader') return loaderBuild(demoWidgets, demoCdnDir);
  if (mode === 'react') return reactBuild();
  if (mode === 'shop') return shopBuild();
  if (mode === 'react-host') return reactHostBuild();
  return {
    ...cdnBuild(),
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'happy-dom',
            include: ['tests/component/**/*.test.{ts,tsx}'],
            server: { deps: { inline: [/@r2wc\//] } },
          },
        },
        {
          // No preact plugin here: this project checks the build for React hosts under real React.
          test: { name: 'react', environment: 'happy-dom', include: ['tests/react/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            include: ['tests/contract/**/*.test.ts'],
            globalSetup: ['tests/contract/global-setup.ts'],
          },
        },
        ...(process.env.VITEST ? [await storybookProject()] : []),
      ],
    },
  };
});
