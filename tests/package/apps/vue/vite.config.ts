import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      // The racelens-* tags are custom elements, defined by the loader: Vue must not resolve them as components.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('racelens-') } },
    }),
  ],
});
