/**
 * Every entry of the package imports on a server (ARCHITECTURE.md §bundlers): Node with no DOM, as
 * Next.js, Astro, SvelteKit and Nuxt render pages. Each built entry is imported in a fresh Node
 * process by its package name (`racelens/elements`…), as a host's server imports it: none throws,
 * none leaves a rejection behind, and none makes `window`, `document` or `customElements` appear
 * (a module that tried to define a tag, or shimmed the DOM, would). Reads dist/ as
 * `npm run build` leaves it (npm test builds before the unit tests).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string | { import?: string }> };
const entries = Object.entries(pkg.exports)
  .filter(([, target]) => (typeof target === 'string' ? target : target.import)?.endsWith('.js'))
  .map(([path]) => `${pkg.name}${path.slice(1)}`);

/** Imports `specifier` in its own Node process (the package importing itself by name) and reports what happened. */
function importOnServer(specifier: string): { error?: string; globals: string[] } {
  const script = `
    let error;
    process.on('unhandledRejection', (reason) => { error = String(reason); });
    try { await import(${JSON.stringify(specifier)}); } catch (e) { error = String(e && e.stack || e); }
    await new Promise((done) => setTimeout(done, 50)); // lets a rejected import() of the module's own settle
    const globals = ['window', 'document', 'customElements'].filter((name) => name in globalThis);
    console.log(JSON.stringify({ error, globals }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { error?: string; globals: string[] };
}

describe('the package on a server (Node, no DOM)', () => {
  it('has the bundlers’ entries among its exports', () => {
    expect(entries).toEqual(expect.arrayContaining(['racelens', 'racelens/react', 'racelens/elements', 'racelens/photo-search', 'racelens/loader.js']));
  });

  it('renders racelens/react on the server with each widget’s room held, so hydration moves nothing', () => {
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { PhotoSearch, CartDrawer } from 'racelens/react';
      console.log(renderToString(createElement('main', null, createElement(CartDrawer), createElement(PhotoSearch, { eventId: 101 }))));`;
    const html = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' }).trim();
    expect(html).toBe(
      '<main><div data-racelens="racelens-cart-drawer" style="min-height:44px"></div><div data-racelens="racelens-photo-search" style="min-height:360px"></div></main>',
    );
  });

  it.each(entries)('imports %s without an error and without touching the DOM globals', (specifier) => {
    expect(importOnServer(specifier)).toEqual({ globals: [] });
  });
});
