/**
 * The CDN build's Vite manifest, read by the later builds (the loader's chunk map, the shop's
 * preloads) and the size check: which file a widget's entry became, what it imports statically,
 * and which file holds an area's strings in a language.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { distDir } from './dist-dir.ts';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dir = distDir('cdn')): Manifest {
  return JSON.parse(readFileSync(resolve(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Manifest keys of everything `key` imports statically, transitively (not `key` itself). */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  for (const dep of manifest[key]?.imports ?? []) {
    if (!seen.has(dep)) {
      seen.add(dep);
      staticClosure(manifest, dep, seen);
    }
  }
  return seen;
}

/** `area/lang` (e.g. `core/en`) → the translation chunk's file. */
export function translationFiles(manifest: Manifest): Record<string, string> {
  const files: Record<string, string> = {};
  for (const chunk of Object.values(manifest)) {
    const locale = chunk.src?.match(/locales\/(\w+)\/(\w+)\.json$/);
    if (locale) files[`${locale[1]}/${locale[2]}`] = chunk.file;
  }
  return files;
}
