/**
 * The benchmarks measure the production build: like `npm run lighthouse` they build first, and
 * only when the build is missing; then each opens the same stage, everything served on free ports
 * (compressed and cached as a CDN serves it) with a fresh sandbox in a temporary folder, and
 * Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startAll } from '../../examples/serve/start.ts';
import { distDir } from '../../widgets/build/dist-dir.ts';
import { chromiumFlags, chromiumPath } from '../chromium.ts';

const root = resolve(import.meta.dirname, '../..');

function buildWhenMissing(): void {
  if (existsSync(distDir('cdn', 'loader.js'))) return;
  console.log(`No SDK build in ${distDir()}: running npm run build first.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The build (made when missing), its servers and a browser; `close` takes them all down. */
export async function openStage(name: string) {
  buildWhenMissing();
  const dataDir = mkdtempSync(join(tmpdir(), `racelens-bench-${name}-`));
  const running = await startAll({ ports: { shop: 0, examples: 0, cdn: 0, api: 0 }, dataDir, fresh: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  return {
    running,
    browser,
    async close(): Promise<void> {
      await browser.close();
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
