/**
 * The CDN build (dist/cdn): the widgets as ESM chunks (one per tag, hashed), the shared runtime
 * chunk, translations by area and language, and `racelens.js` for bundler users; all against
 * preact/compat.
 */
import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import type { Plugin, UserConfig } from 'vite';
import { roomRules, roomsStylesheet } from '../../../src/embed/rooms.ts';
import { widgets } from '../../registry.ts';
import { buildTarget, withoutNewerApis } from '../browsers.ts';
import { billOfMaterials } from '../sbom.ts';
import { assetFileNames, assetUrlFromChunk, cdnDir, pkg, preactAliases, type Registry, root } from './common.ts';
import { faceModel } from './face-model.ts';
import { mapsAside } from './maps-aside.ts';

/**
 * The shared `runtime` chunk (budget 40 KB gzip, ARCHITECTURE.md §budgets) is made of folders, not
 * files: preact, signals and zod; the element runtime, theme, money and link folders; the API
 * client's and i18n's own modules (not their services or locales); and, since rolldown puts a
 * captured module's imports in its group, everything these import — the page's store
 * (store/page.ts) and what it is built from. Features (search, checkout, orders…), the API
 * services they call, validation and translations stay with the widgets that use them.
 * `npm run size` prints what the runtime holds, module by module, to weigh a change here.
 */
const runtimeModule = new RegExp(
  [
    String.raw`node_modules[\/](preact|@preact|@r2wc)[\/]`,
    // Not the theme's contrast check and the tenants' logos: only the finisher card, a lazy part,
    // and the shop's shell use them.
    String.raw`[\/]src[\/](elements|theme|money|runtime|links)[\/](?!contrast\.ts$|logos\.ts$)`,
    String.raw`[\/]src[\/](api|i18n)[\/][\w-]+\.ts$`,
    String.raw`[\/]src[\/]config\.ts$`,
    // Of the store's primitives, not the polling only features use.
    String.raw`[\/]src[\/]store[\/]base[\/](?!poll)`,
    String.raw`[\/]src[\/]ui[\/]ui\.css\?inline$`,
    // Tiny pieces almost every widget shows at start (and the hook for a component's own write):
    // a chunk of their own cost each first load more (its imports and exports, its own gzip
    // start) than their code costs the runtime.
    String.raw`[\/]src[\/]ui[\/](Heading|Notice|Progress)\.tsx$|[\/]src[\/]ui[\/]use-mutation\.ts$`,
    String.raw`[\/]src[\/]parts[\/]network[\/]index\.tsx$`,
  ].join('|'),
);

const chunkName = (file: string) =>
  file
    .replace(/^widgets\//, '')
    .replace(/\/element\.ts$/, '')
    .replace(/\.tsx?$/, '')
    .replace(/\//g, '-');

/**
 * The package's entries for bundlers (ARCHITECTURE.md §bundlers), at fixed names beside
 * racelens.js: `elements.js` (every organizer widget's tag, each loaded on first use), one module
 * per organizer widget that defines its tag (`photo-search.js`: its room's rule, then an import of
 * the widget's chunk, written once the chunks have their names), `why-empty.js`, the console's words when a
 * widget cannot load (the loader imports it by URL), and `rooms.css`, the widgets' rooms as a
 * stylesheet (src/embed/rooms.ts roomsStylesheet()).
 */
const fixedNames = new Set(['racelens', 'elements', 'why-empty']);

/** Its name, for the builds that do not ship the package (.storybook/vite-config.ts). */
export const BUNDLER_ENTRIES_PLUGIN = 'racelens-bundler-entries';

function bundlerEntries(): Plugin {
  return {
    name: BUNDLER_ENTRIES_PLUGIN,
    generateBundle(_options, bundle) {
      for (const [tag, { folder, entry, shopOnly, room }] of Object.entries(widgets)) {
        if (shopOnly) continue;
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === resolve(root, entry));
        if (!chunk) throw new Error(`No chunk for ${entry}`);
        // Its room at once, as racelens/elements keeps it (a constructable sheet: a strict CSP
        // allows it), so the page does not move when the widget's code arrives. Its code is
        // imported once the importing module has run, so a `configure()` written after the import
        // is in force before the widget's first call; and only where there is a DOM to define it in.
        const rule = roomRules({ [tag]: room });
        const keep = rule
          ? `try{const s=new CSSStyleSheet();s.replaceSync(${JSON.stringify(rule)});document.adoptedStyleSheets=[...document.adoptedStyleSheets,s]}catch{}`
          : '';
        const source = `if (typeof customElements < 'u') {${keep}import('./${chunk.fileName}')}\n`;
        this.emitFile({ type: 'asset', fileName: `${folder}.js`, source });
      }
      // racelens/rooms.css: the rooms racelens/elements keeps, as a file, so a page that links or
      // imports it has them from its first paint, before any script runs.
      this.emitFile({ type: 'asset', fileName: 'rooms.css', source: roomsStylesheet(organizerRooms(), pkg.version) });
    },
  };
}

/** The organizer widgets' tags and rooms, as racelens/elements carries them (the hosted shop's own elements stay with the shop page). */
const organizerRooms = () => Object.fromEntries(Object.entries(widgets).flatMap(([tag, { room, shopOnly }]) => (shopOnly ? [] : [[tag, room] as const])));

/**
 * What widgets/loader.ts is compiled with as `racelens/elements` (elements.js): the organizer
 * widgets' tags and rooms (the hosted shop's own elements stay with the shop page), each chunk as
 * a plain `import()` of its entry, and the console's words. Every tag more would cost each host's
 * first load a preload list (Vite's `__vitePreload`).
 */
function elementsDefines(): Record<string, string> {
  const organizer = Object.entries(widgets).filter(([, { shopOnly }]) => !shopOnly);
  const importers = organizer.map(([tag, { entry }]) => `${JSON.stringify(tag)}: () => import(${JSON.stringify(resolve(root, entry))})`);
  return {
    __RACELENS_CHUNKS__: JSON.stringify(Object.fromEntries(organizer.map(([tag]) => [tag, tag]))),
    __RACELENS_IMPORTERS__: `{${importers.join(', ')}}`,
    __RACELENS_WARN__: `((failure) => void import(${JSON.stringify(resolve(root, 'src/why-empty.ts'))}).then((words) => words.warnChunk(failure)))`,
    __RACELENS_VERSION__: JSON.stringify(pkg.version),
    __RACELENS_ROOMS__: JSON.stringify(roomRules(organizerRooms())),
  };
}

export function cdnBuild(registry: Registry = widgets, outDir = cdnDir): UserConfig {
  const entries: Record<string, string> =
    registry === widgets
      ? { racelens: resolve(root, 'src/index.ts'), elements: resolve(root, 'widgets/loader.ts'), 'why-empty': resolve(root, 'src/why-empty.ts') }
      : {};
  for (const { entry } of Object.values(registry)) entries[chunkName(entry)] = resolve(root, entry);
  return {
    // The SDK's build starts the bill of materials (the demo elements are not shipped).
    plugins: [
      preact({ devtoolsInProd: false, prefreshEnabled: false }),
      withoutNewerApis(),
      faceModel(),
      ...(registry === widgets ? [billOfMaterials({ fresh: true }), bundlerEntries(), mapsAside(outDir)] : []),
    ],
    define: registry === widgets ? elementsDefines() : {},
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
          entryFileNames: (chunk) => (fixedNames.has(chunk.name) ? `${chunk.name}.js` : 'widgets/[name]-[hash].js'),
          // Translation chunks are named by area and language (i18n/search-de-[hash].js).
          chunkFileNames: (chunk) => {
            const locale = chunk.facadeModuleId?.match(/locales[\\/](\w+)[\\/](\w+)\.json$/);
            return locale ? `i18n/${locale[1]}-${locale[2]}-[hash].js` : 'chunks/[name]-[hash].js';
          },
          codeSplitting: {
            groups: [
              { name: 'runtime', test: runtimeModule },
              // The event's owner goes with the photo service it reads through: every widget that
              // shows an event needs both, and a chunk of its own would cost each first load more.
              { name: 'photos', test: /[/]src[/](store[/]event|api[/]services[/]photos)\.ts$/ },
            ],
          },
        },
      },
    },
  };
}
