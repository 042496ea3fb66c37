/**
 * `npm run test:wordpress`: the WordPress plugin on Debian's WordPress (a throw-away site on
 * 127.0.0.1, see site.ts) against the built SDK and a fresh sandbox, in Debian's Chromium.
 */
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  outputDir: '../../test-results/wordpress',
});
