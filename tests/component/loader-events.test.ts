/**
 * The loader's `racelens:configure` event, heard as any script on the host page hears it: a token
 * the page configured before the first widget started is never in it (ARCHITECTURE.md §security).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

type Globals = Record<string, unknown>;
const globals = globalThis as unknown as Globals;

beforeAll(async () => {
  // What the build writes into loader.js.
  // One widget, on no page here: the loader looks for its tag.
  globals.__RACELENS_CHUNKS__ = { 'racelens-nowhere': './widgets/nowhere.js' };
  globals.__RACELENS_VERSION__ = 'test';
  globals.__RACELENS_ROOMS__ = '';
  delete (window as unknown as Globals).Racelens;
  await import('../../widgets/loader');
});
afterAll(() => {
  delete (window as unknown as Globals).Racelens;
  for (const name of ['__RACELENS_CHUNKS__', '__RACELENS_VERSION__', '__RACELENS_ROOMS__']) delete globals[name];
});

it('a listener on the page hears the settings but never the authToken or the Keycloak session', () => {
  const heard: unknown[] = [];
  document.addEventListener('racelens:configure', (event) => heard.push((event as CustomEvent).detail));
  const racelens = (window as unknown as { Racelens: { configure(o: object): void } }).Racelens;
  racelens.configure({ authToken: 'secret-bearer', keycloak: { token: 'kc-secret' }, lang: 'de' });
  racelens.configure({ tenant: 'trail-cup' });
  expect(heard).toHaveLength(2);
  expect(heard.at(-1)).toMatchObject({ lang: 'de', tenant: 'trail-cup' });
  expect(JSON.stringify(heard)).not.toMatch(/secret/);
});
