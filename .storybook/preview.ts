import type { Preview } from '@storybook/preact-vite';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
