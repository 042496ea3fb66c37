/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the real build
 * served by examples/serve on free ports, with a fresh sandbox per worker (global-setup.ts).
 * Two workers share the machine's two cores: a spec file runs in one worker, its tests in order,
 * unless it says `mode: 'parallel'` (the route sweep). `BROWSER_WORKERS` sets another count.
 * Tests tagged `@alone` run last, alone (the projects below).
 */
import { defineConfig } from '@playwright/test';
import { chromiumFlags, headlessShellPath } from '../chromium';

/** The shared flags, and a fake camera for the selfie tests. */
export const chromiumArgs = [...chromiumFlags, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.BROWSER_WORKERS ?? 2),
  // No retries: a test that passes only on its second try is a failure to fix.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
    // Recording a trace of every test cost a third of the suite's CPU; a failure keeps its
    // screenshot and error context, and `BROWSER_TRACE=1` records traces to replay one.
    trace: process.env.BROWSER_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  outputDir: '../../test-results',
  projects: [
    { name: 'side-by-side', grepInvert: /@alone/ },
    // Tests whose answer must come within a limit of the product's own on a busy device (the face
    // check's 3 s, the gallery's fling speed) run after the others, one at a time, with the
    // machine to themselves. They are
    // skipped where a side-by-side test failed (Playwright's project dependencies).
    { name: 'alone', grep: /@alone/, dependencies: ['side-by-side'], workers: 1 },
  ],
});
