/**
 * Page configuration: loader config and direct configure() merge; a host page's auth token is
 * taken off `window.Racelens` (no tokens on globals) and kept by the store's session only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSecrets, configure, type LoaderApi, onPageConfig, type PageConfig, pageConfigKeys, readPageConfig } from '../../src/config';
import { nearestOption } from '../../src/unknown-options';

/** A stand-in for what loader.js installs (its configure merges and announces). */
function installLoader(initial: PageConfig): LoaderApi {
  let configured: PageConfig = { ...initial };
  const api: LoaderApi = {
    version: 'test',
    config: { ...configured },
    configure(options) {
      configured = { ...configured, ...options };
      api.config = { ...configured };
      document.dispatchEvent(new CustomEvent('racelens:configure', { detail: api.config }));
    },
    load: async () => undefined,
  };
  (window as unknown as { Racelens: LoaderApi }).Racelens = api;
  return api;
}

afterEach(() => {
  delete (window as unknown as { Racelens?: unknown }).Racelens;
});

describe('configure() for hosts without the loader', () => {
  it('merges over the loader configuration and notifies listeners', () => {
    installLoader({ tenant: 'trail-cup', lang: 'de' });
    const seen: PageConfig[] = [];
    const stop = onPageConfig((c) => seen.push(c));
    configure({ lang: 'it', api: 'https://api.example' });
    expect(readPageConfig()).toMatchObject({ tenant: 'trail-cup', lang: 'it', api: 'https://api.example' });
    expect(seen.at(-1)).toMatchObject({ lang: 'it' });
    stop();
  });
});

describe('captureSecrets', () => {
  it('takes a configured auth token off window.Racelens, now and later, and hands it over', () => {
    const loader = installLoader({ authToken: 'secret-1', tenant: 'trail-cup' });
    const tokens: unknown[] = [];
    captureSecrets((_name, value) => tokens.push(value));
    expect(tokens).toEqual(['secret-1']);
    expect(JSON.stringify(loader.config)).not.toContain('secret-1');
    expect(loader.config.tenant).toBe('trail-cup');

    loader.configure({ authToken: 'secret-2', lang: 'cs' });
    expect(tokens).toEqual(['secret-1', 'secret-2']);
    expect(JSON.stringify((window as unknown as { Racelens: LoaderApi }).Racelens.config)).not.toContain('secret');
    expect(loader.config.lang).toBe('cs');
  });

  it('takes a Keycloak session off window.Racelens the same way', () => {
    const session = { token: 'kc-secret', tokenParsed: { email: 'ann@example.com' } };
    const loader = installLoader({ keycloak: session });
    const seen: Array<[string, unknown]> = [];
    captureSecrets((name, value) => seen.push([name, value]));
    expect(seen).toEqual([['keycloak', session]]);
    expect(JSON.stringify(loader.config)).not.toContain('kc-secret');
  });
});

describe('unknown options', () => {
  it('are a type error and a console warning naming the nearest known option', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error apiUrl is not an option: the compiler says so before the page does.
    configure({ apiUrl: 'https://api.example.com' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toMatch(/"apiUrl".*Did you mean "api"\?/);
    warn.mockRestore();
  });

  it('from the loader are warned about too, once per name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = installLoader({ tenant: 'trail-cup' });
    loader.configure({ currency: 978 } as PageConfig);
    readPageConfig();
    readPageConfig();
    const about = () => warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('"currency"'));
    await vi.waitFor(() => expect(about()).toHaveLength(1));
    expect(about()).toEqual(['Racelens: unknown configure() option "currency" is ignored. Did you mean "currencyId"?']);
    warn.mockRestore();
  });

  it('suggest what a typo most likely meant', () => {
    expect(nearestOption('language', pageConfigKeys)).toBe('lang');
    expect(nearestOption('tennant', pageConfigKeys)).toBe('tenant');
    expect(nearestOption('shopURL', pageConfigKeys)).toBe('shopUrl');
    expect(nearestOption('backUrl', pageConfigKeys)).toBe('backURL');
  });
});
