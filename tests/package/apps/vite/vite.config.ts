import { defineConfig } from 'vite';

// The plain Vite app of the README: every tag on first use (index.html), and two widgets by their own entries (one.html); the photo search alone, whose first load is measured (search.html, search-one.html).
export default defineConfig({
  build: { rolldownOptions: { input: ['index.html', 'one.html', 'search.html', 'search-one.html'] } },
});
