import { defineConfig } from 'vite';

// The package test builds this app twice: every export (index.html) and one component (one.html).
export default defineConfig({
  build: { rolldownOptions: { input: process.env.RACELENS_INPUT ?? 'index.html' } },
});
