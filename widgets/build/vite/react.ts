/**
 * The build for React hosts (dist/react, react external, one module per component), the shipped
 * declarations (dist/types) and dist/custom-elements.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { described, widgets } from '../../registry.ts';
import { buildTarget, withoutNewerApis } from '../browsers.ts';
import { distDir } from '../dist-dir.ts';
import { writeElementManifest } from '../element-manifest.ts';
import { emitPublicTypes } from '../public-types.ts';
import { billOfMaterials } from '../sbom.ts';
import { assetFileNames, assetUrlFromChunk, root } from './common.ts';
import { faceModel } from './face-model.ts';
import { chunkMap } from './loader.ts';

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
      writeElementManifest(described, { manifest: distDir('custom-elements.json'), types }, (tag) => `dist/cdn/${chunks[tag]!.replace(/^\.\//, '')}`);
      // The root entry brings the element interfaces and HTMLElementTagNameMap; racelens/react
      // also the tags in React's JSX.
      const append = (file: string, text: string) => writeFileSync(file, readFileSync(file, 'utf8') + text);
      append(resolve(types, 'index.d.ts'), "export type * from './elements.js';\n");
      append(resolve(types, 'react.d.ts'), "export type * from './elements.js';\nimport './jsx.js';\n");
      // racelens/elements and racelens/<widget> define tags and export nothing: importing one
      // brings the tags' typings (ARCHITECTURE.md §bundlers).
      writeFileSync(resolve(types, 'elements-entry.d.ts'), "export type * from './elements.js';\n");
    },
  };
}

/**
 * `'use client'` at the top of every module a host imports: React server frameworks (the Next.js
 * App Router) then render the components from a server component and hydrate them in the browser,
 * instead of failing on client-only hooks (ARCHITECTURE.md §bundlers). Added to the output because
 * bundling drops module-level directives from the sources.
 */
function clientDirective(): Plugin {
  return {
    name: 'racelens-use-client',
    renderChunk(code, chunk) {
      return chunk.isEntry ? { code: `'use client';\n${code}`, map: null } : null;
    },
  };
}

export function reactBuild(): UserConfig {
  // One entry per component besides the index, so a host's bundler can leave out the rest
  // (package.json declares these modules free of side effects). The registry names them.
  const entries: Record<string, string> = { 'racelens-react': resolve(root, 'widgets/react.ts') };
  for (const { folder, react } of Object.values(widgets) as Array<{ folder: string; react?: string }>) if (react) entries[folder] = resolve(root, react);
  return {
    // Real React here: JSX compiles to react/jsx-runtime.
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    plugins: [withoutNewerApis(), faceModel(), clientDirective(), shippedTypes(), billOfMaterials({ fresh: false })],
    experimental: { renderBuiltUrl: assetUrlFromChunk },
    build: {
      outDir: distDir('react'),
      emptyOutDir: true,
      minify: false,
      target: buildTarget,
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: {
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        output: { chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames },
      },
    },
  };
}
