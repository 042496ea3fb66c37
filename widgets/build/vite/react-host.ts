/** The React host example (examples/react-host): a real React app bundling the built `racelens/react`. */
import { resolve } from 'node:path';
import type { UserConfig } from 'vite';
import { buildTarget, withoutNewerApis } from '../browsers.ts';
import { distDir } from '../dist-dir.ts';
import { root } from './common.ts';

export function reactHostBuild(): UserConfig {
  return {
    root: resolve(root, 'examples/react-host'),
    base: '/react-host/',
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    plugins: [withoutNewerApis()],
    resolve: { alias: [{ find: /^racelens\/react$/, replacement: distDir('react', 'racelens-react.js') }] },
    build: {
      outDir: distDir('examples', 'react-host'),
      emptyOutDir: true,
      target: buildTarget,
      // index.html: racelens/react; tags.html: the racelens-* tags with the loader.
      rolldownOptions: {
        input: {
          index: resolve(root, 'examples/react-host/index.html'),
          tags: resolve(root, 'examples/react-host/tags.html'),
        },
      },
    },
  };
}
