import { defineConfig } from 'vite';

// The plain Vite app of the README: every tag on first use (index.html); the package test writes
// the photo search alone (search.html) and both again with the widgets by their own entries (one.html, search-one.html).
export default defineConfig({
  build: { rolldownOptions: { input: ['index.html', 'one.html', 'search.html', 'search-one.html'] } },
});
