/**
 * Starts, for each worker, the shop, the examples, the SDK build and a fresh API sandbox on free
 * ports, and hands their URLs to the tests through the environment (workers inherit it; urls.ts
 * picks its worker's set). One set per worker keeps every test's data and the sandbox's fault
 * rules and request log to the tests of one worker, which run one after the other, so the
 * workers never see each other's carts, orders or faults.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startAll } from '../../examples/serve/start.ts';
import { serverEnv } from './urls';

export default async function globalSetup(config: FullConfig) {
  const sets = await Promise.all(
    Array.from({ length: config.workers }, async (_, worker) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'racelens-e2e-'));
      const running = await startAll({
        ports: { shop: 0, examples: 0, cdn: 0, api: 0 },
        dataDir,
        fresh: true,
        timeScale: 0.2,
      });
      Object.assign(process.env, serverEnv(running.urls, worker));
      return { running, dataDir };
    }),
  );
  return async () => {
    for (const { running, dataDir } of sets) {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
