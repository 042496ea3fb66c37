/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the real build
 * served by examples/serve on free ports, with a fresh sandbox.
 */
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium';

/** The shared flags, and a fake camera for the selfie tests. */
export const chromiumArgs = [...chromiumFlags, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on its second try is a failure to fix.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  outputDir: '../../test-results',
});
