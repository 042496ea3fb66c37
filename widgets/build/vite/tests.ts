/**
 * The vitest projects: unit, component, react, contract (all run by `npm run test:unit`) and
 * storybook (the stories as tests in Chromium, `npm run test:stories`).
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { withoutLibraryBuild } from '../../../.storybook/vite-config.ts';
import { chromiumFlags, headlessShellPath } from '../../../tests/chromium.ts';
import { cdnBuild } from './cdn.ts';
import { root } from './common.ts';

/**
 * Debian's Chromium, as for the Playwright browser tests (ARCHITECTURE.md §toolchain); never a
 * downloaded browser.
 */
const chromium = { executablePath: headlessShellPath, args: chromiumFlags };

/**
 * The stories as tests (@storybook/addon-vitest): each story renders in Chromium and its `play`
 * function runs. It starts from the CDN build's config stripped as Storybook strips it
 * (.storybook/vite-config.ts) rather than `extends: true`, which would bring the library build.
 * The addon applies .storybook/preview.ts itself (no setup file needed since Storybook 10.3).
 * Its tooling is imported only when vitest runs, so the builds do not load it.
 */
async function storybookProject(): Promise<TestProjectInlineConfiguration> {
  const [{ storybookTest }, { playwright }] = await Promise.all([import('@storybook/addon-vitest/vitest-plugin'), import('@vitest/browser-playwright')]);
  const base = withoutLibraryBuild(cdnBuild());
  return {
    ...base,
    plugins: [...(base.plugins ?? []), storybookTest({ configDir: resolve(root, '.storybook') })],
    // Found late otherwise (.storybook/preview.ts imports it), which makes Vite reload mid-run.
    optimizeDeps: { include: ['storybook/internal/core-events'] },
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromium }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

/**
 * One worker more than the cores: left to itself vitest kept one core of two mostly idle (each
 * file's transform and import wait on the main process), and the unit step took 61 s instead of
 * 35 (ARCHITECTURE.md §test-suite).
 */
export const testWorkers = availableParallelism() + 1;

export async function testProjects(): Promise<TestProjectInlineConfiguration[]> {
  return [
    // The node projects share their module graph (isolate: false): importing a module once per
    // file was most of their time; their tests put back what they change (ARCHITECTURE.md §test-suite).
    // 15 s a test, not vitest's 5: some read the whole build or run a build of their own, and in
    // `npm test` they run beside the package test's installs and builds (two took just over 5 s
    // there in fresh-clone runs). A test that hangs still fails.
    { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], isolate: false, testTimeout: 15_000 } },
    {
      extends: true,
      test: {
        name: 'component',
        environment: 'happy-dom',
        include: ['tests/component/**/*.test.{ts,tsx}'],
        // Isolated: the page store, its language and the DOM are module state that a component
        // test changes (a test in Italian leaked into the next file without it).
        server: { deps: { inline: [/@r2wc\//] } },
      },
    },
    // No preact plugin here: this project checks the build for React hosts under real React.
    { test: { name: 'react', environment: 'happy-dom', include: ['tests/react/**/*.test.ts'] } },
    {
      extends: true,
      test: {
        name: 'contract',
        environment: 'node',
        include: ['tests/contract/**/*.test.ts'],
        globalSetup: ['tests/contract/global-setup.ts'],
        isolate: false,
      },
    },
    ...(process.env.VITEST ? [await storybookProject()] : []),
  ];
}
