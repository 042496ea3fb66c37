/**
 * The `racelens/react` build under real React 19 (not preact/compat): the built file is what a
 * React host imports, so this test reads dist/ (npm test builds first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as React from 'react';
import { createRoot } from 'react-dom/client';

// tsconfig maps `react` to preact/compat's types for the sources; this file runs real React 19.
const { createElement, act } = React as unknown as typeof React & { act(fn: () => Promise<void>): Promise<void> };
import { describe, expect, it, vi } from 'vitest';
import { distDir } from '../../widgets/build/dist-dir';

const built = distDir('react', 'racelens-react.js');
const types = distDir('types', 'src', 'react.d.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('racelens/react', () => {
  it('is built, with types, and imports react rather than bundling preact', () => {
    expect(existsSync(built), 'run npm run build first').toBe(true);
    const code = readFileSync(built, 'utf8');
    expect(code).toMatch(/from ["']react["']/);
    expect(code).not.toMatch(/from ["']preact/);
    expect(readFileSync(types, 'utf8')).toContain('DemoAddButton');
  });

  it('renders the components with real React and they share one store', async () => {
    // React reports misuse (e.g. `class` instead of `className`) through console.error.
    const reactWarnings = vi.spyOn(console, 'error');
    const lib = (await import(/* @vite-ignore */ built)) as typeof import('../../src/react');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const added: number[] = [];
    await act(async () => {
      root.render(
        createElement('div', null,
          createElement(lib.DemoBadge, { label: 'Basket' }),
          createElement(lib.DemoAddButton, { label: 'Add', step: 2, onAdd: (d: { count: number }) => added.push(d.count) }),
        ),
      );
    });
    expect(host.textContent).toContain('Basket: 0');
    await act(async () => host.querySelector('button')!.click());
    expect(host.textContent).toContain('Basket: 2');
    expect(added).toEqual([2]);
    await act(async () => root.unmount());
    expect(reactWarnings).not.toHaveBeenCalled();
  });
});
