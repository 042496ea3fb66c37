import type { StorybookConfig } from '@storybook/preact-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/preact-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook reads vite.config.ts: drop the library build settings, keep aliases and plugins.
  async viteFinal(config) {
    const build = { ...(config.build ?? {}) };
    delete build.lib;
    delete build.rolldownOptions;
    delete build.manifest;
    build.outDir = undefined;
    return { ...config, build };
  },
};

export default config;
