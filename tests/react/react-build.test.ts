/**
 * The `racelens/react` build under real React 19 (not preact/compat): the built file is what a
 * React host imports, so this test reads dist/ (npm test builds first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as React from 'react';
import { createRoot } from 'react-dom/client';

// tsconfig maps `react` to preact/compat's types for the sources; this file runs real React 19.
const { createElement, act } = React as unknown as typeof React & { act(fn: () => Promise<void>): Promise<void> };

import { describe, expect, it, vi } from 'vitest';
import { distDir } from '../../widgets/build/dist-dir';

const built = distDir('react', 'racelens-react.js');
const types = distDir('types', 'react.d.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('racelens/react', () => {
  it('is built, with types, and imports react rather than bundling preact', () => {
    expect(existsSync(built), 'run npm run build first').toBe(true);
    const code = readdirSync(distDir('react'), { recursive: true })
      .filter((f) => String(f).endsWith('.js'))
      .map((f) => readFileSync(distDir('react', String(f)), 'utf8'))
      .join('\n');
    expect(code).toMatch(/from ["']react["']/);
    expect(code).not.toMatch(/from ["']preact/);
    expect(readFileSync(types, 'utf8')).toContain('CartDrawer');
  });

  it('renders a widget with real React into its own shadow root, and says which prop it needs', async () => {
    // React reports misuse (e.g. `class` instead of `className`) through console.error.
    const reactWarnings = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lib = (await import(/* @vite-ignore */ built)) as typeof import('../../widgets/react');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(lib.OrderStatus, {})));
    const shadow = () => host.querySelector('[data-racelens="racelens-order-status"]')?.shadowRoot;
    await vi.waitFor(() => expect(shadow()?.textContent).toContain('No order was given to show.'));
    await vi.waitFor(() =>
      expect(warnings.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringMatching(/order-id.*API\.md#racelens-order-status/)),
    );
    expect(host.textContent).toBe('');
    await act(async () => root.unmount());
    // The strings arrive after act() has returned; React's note about that is not misuse.
    expect(reactWarnings.mock.calls.filter(([message]) => !String(message).includes('not wrapped in act'))).toEqual([]);
  });
});
