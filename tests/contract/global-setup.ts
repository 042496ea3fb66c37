import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSandbox } from '../../examples/sandbox/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the sandbox the contract suite runs against, e.g. http://127.0.0.1:41234 */
    sandboxUrl: string;
  }
}

/**
 * One sandbox for the whole contract project: an ephemeral port, a fresh data directory, and a
 * small timeScale so "takes a few seconds" states (selfie recognition, archives) pass quickly.
 * Not smaller: a selfie is Pending for 3 s × the scale, and the test that sees it Pending first
 * must get its first answer within that window also while the other workers hold the cores.
 */
const CONTRACT_TIME_SCALE = 0.2;

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'racelens-contract-'));
  const sandbox = await startSandbox({ port: 0, dataDir, fresh: true, timeScale: CONTRACT_TIME_SCALE });
  project.provide('sandboxUrl', sandbox.url);
  return async () => {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
