/**
 * The benchmarks measure the production build: like `npm run lighthouse` they build first, and
 * only when the build is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { distDir } from '../../widgets/build/dist-dir.ts';

const root = resolve(import.meta.dirname, '../..');

export function buildWhenMissing(): void {
  if (existsSync(distDir('cdn', 'loader.js'))) return;
  console.log(`No SDK build in ${distDir()}: running npm run build first.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
