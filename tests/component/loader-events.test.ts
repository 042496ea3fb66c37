/**
 * The loader's `racelens:configure` event, heard as any script on the host page hears it: a token
 * the page configured before the first widget started is never in it (ARCHITECTURE.md §security).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runLoader } from './run-loader';

let cleanUp = () => {};
beforeAll(async () => {
  cleanUp = await runLoader();
});
afterAll(() => cleanUp());

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
