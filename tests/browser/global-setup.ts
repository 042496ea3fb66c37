/**
 * Starts the shop, the examples, the SDK build and a fresh API sandbox on free ports and hands
 * their URLs to the tests through the environment (workers inherit it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAll } from '../../examples/serve/start.ts';

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'racelens-e2e-'));
  const running = await startAll({
    ports: { shop: 0, examples: 0, cdn: 0, api: 0 },
    dataDir,
    fresh: true,
    timeScale: 0.2,
  });
  process.env.RACELENS_SHOP = running.urls.shop;
  process.env.RACELENS_EXAMPLES = running.urls.examples;
  process.env.RACELENS_CDN = running.urls.cdn;
  process.env.RACELENS_API = running.urls.api;
  return async () => {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
