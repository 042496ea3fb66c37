/**
 * Runs widgets/loader.ts in the test's page as the pasted loader runs: with what the build writes
 * into loader.js (one widget's chunk, on no page here) and, where given, as the script tag that
 * carries the organizer's `data-*` settings. Answers the clean-up for `afterAll`.
 */
type Globals = Record<string, unknown>;
const globals = globalThis as unknown as Globals;
const BUILT = ['__RACELENS_CHUNKS__', '__RACELENS_VERSION__', '__RACELENS_ROOMS__', '__RACELENS_IMPORTERS__', '__RACELENS_WARN__'];

/** `src` is where the loader is served from: its chunks and why-empty.js are looked for beside it. */
export async function runLoader(data: Record<string, string> = {}, src = 'https://cdn.example.com/racelens@1/loader.js'): Promise<() => void> {
  globals.__RACELENS_CHUNKS__ = { 'racelens-nowhere': './widgets/nowhere.js' };
  globals.__RACELENS_VERSION__ = 'test';
  globals.__RACELENS_ROOMS__ = '';
  // The pasted loader's: no bundler's imports, the console's words from why-empty.js beside it.
  globals.__RACELENS_IMPORTERS__ = null;
  globals.__RACELENS_WARN__ = null;
  delete (window as unknown as Globals).Racelens;
  const script = document.createElement('script');
  script.src = src;
  Object.assign(script.dataset, data);
  // The loader reads the tag that runs it.
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  await import('../../widgets/loader');
  return () => {
    delete (document as unknown as Globals).currentScript;
    delete (window as unknown as Globals).Racelens;
    for (const name of BUILT) delete globals[name];
  };
}
