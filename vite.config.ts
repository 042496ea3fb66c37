/// <reference types="vitest/config" />
/**
 * One config, one build per mode (`npm run build` runs them in order), each in its own file
 * under widgets/build/vite/:
 *   default      dist/cdn    the widgets' chunks, the shared runtime, translations, racelens.js
 *   loader       dist/cdn/loader.js, the script organizers paste, with its SRI hash
 *   react        dist/react, dist/types and dist/custom-elements.json
 *   shop         dist/shop, the standalone shop page; shop-sw its service worker, dist/shop/sw.js
 *   react-host   the React host example; demo, demo-loader: the demo elements of the examples
 * The default mode also holds the vitest projects (widgets/build/vite/tests.ts).
 */
import { defineConfig, type UserConfig } from 'vite';
import { cdnBuild } from './widgets/build/vite/cdn.ts';
import { demoCdnDir } from './widgets/build/vite/common.ts';
import { loaderBuild } from './widgets/build/vite/loader.ts';
import { reactBuild } from './widgets/build/vite/react.ts';
import { reactHostBuild } from './widgets/build/vite/react-host.ts';
import { shopBuild, shopWorkerBuild } from './widgets/build/vite/shop.ts';
import { testProjects, testWorkers } from './widgets/build/vite/tests.ts';
import { demoWidgets } from './widgets/demo/registry.ts';

export default defineConfig(async ({ mode }): Promise<UserConfig> => {
  if (mode === 'loader') return loaderBuild();
  if (mode === 'demo') return cdnBuild(demoWidgets, demoCdnDir);
  if (mode === 'demo-loader') return loaderBuild(demoWidgets, demoCdnDir);
  if (mode === 'react') return reactBuild();
  if (mode === 'shop') return shopBuild();
  if (mode === 'shop-sw') return shopWorkerBuild();
  if (mode === 'react-host') return reactHostBuild();
  return { ...cdnBuild(), test: { maxWorkers: testWorkers, projects: await testProjects() } };
});
