/**
 * The React code the embed builder gives (PRODUCT.md §routes-organizers-builder) runs as a React
 * host would run it: compiled as written, against the built `racelens/react` under real React 19,
 * it configures the page and renders each picked widget into its own shadow root, in the language
 * picked. The API address refuses connections (no platform here): the widgets say so, in Czech.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { transformWithOxc } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import czech from '../../src/i18n/locales/core/cs.json';
import { distDir } from '../../widgets/build/dist-dir';
import { reactCode } from '../../widgets/info-page/builder/code';

const { createElement, act } = React as unknown as typeof React & { act(fn: () => Promise<void>): Promise<void> };
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A port nothing listens on: every call fails at once. */
const NO_API = 'http://127.0.0.1:9';

// Inside the repository (dist/ is ignored): the test runner imports only files under its root.
mkdirSync(distDir('tests'), { recursive: true });
const dir = mkdtempSync(join(distDir('tests'), 'builder-react-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the builder’s React code', () => {
  it('configures the page and renders the picked widgets', { timeout: 20_000 }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const code = reactCode({
      loader: 'https://cdn.example.com/racelens@1/loader.js',
      data: { api: NO_API, lang: 'cs', tenant: 'trail-cup', currency: '978', shop: 'https://shop.example.com' },
      widgets: [
        { tag: 'racelens-photo-search', attributes: { eventId: '101' } },
        { tag: 'racelens-event-gallery', attributes: { eventId: '101', tab: 'all' } },
      ],
      theme: {},
    });
    // As a React host's bundler would: JSX compiled, `racelens/react` resolved to the package's build.
    const { code: compiled } = await transformWithOxc(code, 'RacePhotos.jsx', {
      jsx: { runtime: 'classic', pragma: 'React.createElement', pragmaFrag: 'React.Fragment' },
    });
    const file = join(dir, 'RacePhotos.mjs');
    writeFileSync(
      file,
      `import * as React from ${JSON.stringify(import.meta.resolve('react'))};\n${compiled.replace("'racelens/react'", JSON.stringify(pathToFileURL(distDir('react', 'racelens-react.js')).href))}`,
    );
    const { RacePhotos } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { RacePhotos: React.FunctionComponent };

    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(RacePhotos, {})));
    const shadow = (tag: string) => host.querySelector(`[data-racelens="${tag}"]`)?.shadowRoot;
    // configure() took the builder's language and API: each widget says in Czech that the platform failed.
    for (const tag of ['racelens-photo-search', 'racelens-event-gallery'])
      await vi.waitFor(() => expect(shadow(tag)?.textContent, tag).toContain(czech['common.error']), { timeout: 8000 });
    await act(async () => root.unmount());
  });
});
