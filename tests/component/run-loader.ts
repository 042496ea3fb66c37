/**
 * Runs widgets/loader.ts in the test's page as the pasted loader runs: with what the build writes
 * into loader.js (one widget's chunk, on no page here) and, where given, as the script tag that
 * carries the organizer's `data-*` settings. Answers the clean-up for `afterAll`.
 */
type Globals = Record<string, unknown>;
const globals = globalThis as unknown as Globals;
const BUILT = ['__RACELENS_CHUNKS__', '__RACELENS_VERSION__', '__RACELENS_ROOMS__'];

export async function runLoader(data: Record<string, string> = {}): Promise<() => void> {
  globals.__RACELENS_CHUNKS__ = { 'racelens-nowhere': './widgets/nowhere.js' };
  globals.__RACELENS_VERSION__ = 'test';
  globals.__RACELENS_ROOMS__ = '';
  delete (window as unknown as Globals).Racelens;
  const script = document.createElement('script');
  script.src = 'https://cdn.example.com/racelens@1/loader.js';
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
