/**
 * The pasted loader says in the console why a widget stays empty (ARCHITECTURE.md §why-empty),
 * besides `racelens:error`: in the words of why-empty.js beside it, told the loader's own URL;
 * and, when that file does not come either, in one short line of its own. Once per cause.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { runLoader } from './run-loader';

type Racelens = { load(tag: string): Promise<void> };
const racelens = () => (window as unknown as { Racelens: Racelens }).Racelens;

let warn: ReturnType<typeof vi.spyOn>;
let cleanUp = () => {};
const errors: unknown[] = [];
const onError = (event: Event) => errors.push((event as CustomEvent).detail);
beforeEach(() => {
  vi.resetModules();
  errors.length = 0;
  document.addEventListener('racelens:error', onError);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanUp();
  document.removeEventListener('racelens:error', onError);
  warn.mockRestore();
});

/** Every warning printed until the loader's own import()s have settled. */
const warnings = async () => {
  await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  await new Promise((done) => setTimeout(done, 50));
  return warn.mock.calls.map((call: unknown[]) => String(call[0]));
};

describe('the pasted loader, a widget whose code does not load', () => {
  it('with no why-empty.js beside it either (the folder not served, or refused): one short line naming the widget and the fix', async () => {
    cleanUp = await runLoader({}, 'https://cdn.example.invalid/racelens@1/loader.js');
    await expect(racelens().load('racelens-nowhere')).rejects.toBeDefined();
    await expect(racelens().load('racelens-nowhere')).rejects.toBeDefined();
    const said = await warnings();
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Racelens: racelens-nowhere did not load \(.+\): serve loader\.js's folder whole, allowed by script-src$/);
    // The event as before, once per failure.
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ tag: 'racelens-nowhere' });
  });

  it('with why-empty.js beside it: its words, with the folder the loader was served from, once however often it fails', async () => {
    // A folder holding loader.js's why-empty.js (src/why-empty.ts as the build writes it) but not
    // the widget's chunk; inside the repository (test-results/, not committed), where the test
    // runner imports from.
    const results = resolve(import.meta.dirname, '../../test-results');
    mkdirSync(results, { recursive: true });
    const folder = mkdtempSync(join(results, 'racelens-pasted-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    writeFileSync(join(folder, 'why-empty.js'), `export * from ${JSON.stringify(resolve(import.meta.dirname, '../../src/why-empty.ts'))};\n`);
    const loader = pathToFileURL(join(folder, 'loader.js')).href;
    cleanUp = await runLoader({}, loader);
    await expect(racelens().load('racelens-nowhere')).rejects.toBeDefined();
    await expect(racelens().load('racelens-nowhere')).rejects.toBeDefined();
    const said = await warnings();
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Racelens: the code of <racelens-nowhere> did not load/);
    expect(said[0]).toContain(`Serve the whole folder loader.js was built into (${new URL('.', loader).href}`);
    expect(errors).toHaveLength(2);
  });

  it('refused by the CSP (no request was sent): why-empty.js names the loader’s origin to allow in script-src', async () => {
    // Called as the loader calls it; this file's own modules, so the cause is told here first.
    const { warnChunk } = await import('../../src/why-empty');
    vi.stubGlobal('performance', { getEntriesByName: () => [] });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const chunk = 'https://pasted.example/racelens@1/widgets/checkout-9.js';
    warnChunk(
      { tag: 'racelens-checkout', error: new TypeError(`Failed to fetch dynamically imported module: ${chunk}`) },
      'https://pasted.example/racelens@1/loader.js',
    );
    expect(String(warn.mock.calls.at(-1)![0])).toContain('was refused before it was requested');
    expect(String(warn.mock.calls.at(-1)![0])).toContain('Allow https://pasted.example in script-src');
  });
});
