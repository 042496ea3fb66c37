/**
 * Packs the WordPress plugin into an installable zip, dist/wordpress/racelens.zip, with the
 * plugin's folder at the root of the archive as WordPress's uploader expects. File dates are fixed
 * so the same sources give the same zip.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { distDir } from '../../widgets/build/dist-dir.ts';

export const pluginDir = resolve(import.meta.dirname, 'racelens');
export const zipPath = distDir('wordpress', 'racelens.zip');

/** Every file under the plugin folder, as paths relative to it, sorted. */
export function pluginFiles(dir = pluginDir): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? pluginFiles(path) : [relative(pluginDir, path)];
    })
    .sort();
}

export function buildPluginZip(): { path: string; files: string[] } {
  const files = pluginFiles();
  const entries: Zippable = {};
  for (const file of files) {
    entries[`racelens/${file.split('\\').join('/')}`] = [readFileSync(join(pluginDir, file)), { mtime: new Date('2026-01-01T00:00:00Z') }];
  }
  mkdirSync(distDir('wordpress'), { recursive: true });
  writeFileSync(zipPath, zipSync(entries, { level: 9 }));
  return { path: zipPath, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { path, files } = buildPluginZip();
  console.log(`WordPress plugin: ${relative(process.cwd(), path)} (${files.length} files)`);
}
