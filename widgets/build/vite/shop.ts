/** The standalone shop page (dist/shop): its head preloads the shell, the route's widget and translations. */
import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { type WidgetTag, widgets } from '../../registry.ts';
import type { PreloadPlan } from '../../shop/preload.ts';
import { tags } from '../../tags.ts';
import { buildTarget, withoutNewerApis } from '../browsers.ts';
import { distDir } from '../dist-dir.ts';
import { type Manifest, readManifest, staticClosure, translationFiles } from '../manifest.ts';
import { root } from './common.ts';

/** The widgets every shop route shows: their code is in the page's head (shopHead). */
const shopFrame = [tags.ShopShell, tags.CartDrawer];

/** The files of a widget's chunk (or another module's) and of every chunk it imports statically. */
function widgetFiles(manifest: Manifest, entry: string): string[] {
  if (!manifest[entry]) throw new Error(`No chunk for ${entry} in the manifest: run the CDN build first`);
  return [entry, ...staticClosure(manifest, entry)].map((key) => manifest[key]!.file);
}

/**
 * What the shop's script preloads for a route (widgets/shop/preload.ts): the route widget's
 * chunks that the page's head does not preload already, every translation file, and what reads
 * the route's first answers.
 */
function preloadPlan(manifest: Manifest): PreloadPlan {
  const inHead = new Set(shopFrame.flatMap((tag) => widgetFiles(manifest, widgets[tag as WidgetTag].entry)));
  const reading = ['src/api/schemas/parse.ts', 'src/api/schemas/photos.ts', 'src/api/schemas/catalog.ts'].flatMap((entry) => widgetFiles(manifest, entry));
  const plan: PreloadPlan = { widgets: {}, i18n: translationFiles(manifest), reading: [...new Set(reading)] };
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

export function shopBuild(): UserConfig {
  const manifest = readManifest();
  return {
    root: resolve(root, 'widgets/shop'),
    base: '/',
    define: { __RACELENS_PRELOAD__: JSON.stringify(preloadPlan(manifest)) },
    plugins: [shopHead(manifest), withoutNewerApis()],
    build: { outDir: distDir('shop'), emptyOutDir: true, target: buildTarget },
  };
}

/**
 * The shop's service worker (widgets/shop/sw.ts, ARCHITECTURE.md §offline-page) as one classic
 * script at the shop's root (`/sw.js`, its scope the whole shop): a module worker would not run
 * in every browser we support, and a chunk shared with the page would need one.
 */
export function shopWorkerBuild(): UserConfig {
  return {
    root,
    build: {
      outDir: distDir('shop'),
      emptyOutDir: false,
      target: buildTarget,
      lib: { entry: resolve(root, 'widgets/shop/sw.ts'), formats: ['iife'], name: 'racelensShopWorker', fileName: () => 'sw.js' },
      minify: true,
    },
  };
}
