import type { StorybookConfig } from '@storybook/preact-vite';
import { withoutLibraryBuild } from './vite-config.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // Runs the stories as tests (`npm run test:stories`, the vitest project `storybook`).
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/preact-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook reads vite.config.ts: drop the library build settings, keep aliases and plugins.
  viteFinal: async (config) => withoutLibraryBuild(config),
};

export default config;
