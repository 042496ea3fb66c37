/**
 * `npm run test:wordpress`: the WordPress plugin on Debian's WordPress (a throw-away site on
 * 127.0.0.1, see site.ts) against the built SDK and a fresh sandbox, in Debian's Chromium.
 * The browser tests' settings (one worker, Debian's Chromium); the paths in them (`.`,
 * `./global-setup.ts`) are resolved against this folder. No retries: a WordPress run is slow
 * to repeat and a flake here should be seen.
 */
import { defineConfig } from '@playwright/test';
import browserTests from '../browser/playwright.config';

export default defineConfig({
  ...browserTests,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/wordpress',
});
