/**
 * The loader (dist/cdn/loader.js): the IIFE organizers paste. It learns the widgets' hashed chunk
 * names from the CDN build's manifest and carries their rooms; its Subresource Integrity hash
 * goes to loader.sri and loader.sri.json.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { roomRules } from '../../../src/embed/rooms.ts';
import { rooms, widgets } from '../../registry.ts';
import { buildTarget, withoutNewerApis } from '../browsers.ts';
import { readManifest } from '../manifest.ts';
import { cdnDir, pkg, type Registry, root } from './common.ts';

/** Tag → chunk path relative to loader.js, read from the CDN build's manifest. */
export function chunkMap(registry: Registry = widgets, dir: string = cdnDir): Record<string, string> {
  const manifest = readManifest(dir);
  const map: Record<string, string> = {};
  for (const [tag, { entry: file }] of Object.entries(registry)) {
    const entry = manifest[file];
    if (!entry) throw new Error(`No chunk for ${tag} in the manifest: run the CDN build first`);
    map[tag] = `./${entry.file}`;
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
      const integrity = `sha384-${createHash('sha384')
        .update(readFileSync(resolve(dir, 'loader.js')))
        .digest('base64')}`;
      writeFileSync(resolve(dir, 'loader.sri'), `${integrity}\n`);
      writeFileSync(resolve(dir, 'loader.sri.json'), `${JSON.stringify({ version: pkg.version, file: 'loader.js', integrity }, null, 2)}\n`);
    },
  };
}

export function loaderBuild(registry: Registry = widgets, outDir = cdnDir): UserConfig {
  return {
    plugins: [loaderIntegrity(), withoutNewerApis()],
    define: {
      __RACELENS_CHUNKS__: JSON.stringify(chunkMap(registry, outDir)),
      __RACELENS_VERSION__: JSON.stringify(pkg.version),
      __RACELENS_ROOMS__: JSON.stringify(roomRules(rooms)),
      // The bundlers' entry's own parts (widgets/build/vite/cdn.ts): none in the pasted loader.
      __RACELENS_IMPORTERS__: 'null',
      __RACELENS_WARN__: 'null',
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
