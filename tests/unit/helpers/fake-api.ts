/**
 * A stand-in API client for store tests: only the stubbed calls exist; any other call fails
 * the test loudly instead of silently returning undefined.
 */
import { vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client';

type Stubs = { [S in Exclude<keyof ApiClient, 'baseUrl'>]?: Partial<ApiClient[S]> };

export function fakeApi(stubs: Stubs = {}, baseUrl = 'https://api.test'): ApiClient {
  const services = stubs as Record<string, Record<string, unknown>>;
  return new Proxy({ baseUrl } as ApiClient, {
    get(target, service: string) {
      if (service === 'baseUrl') return target.baseUrl;
      const stubbed = services[service] ?? {};
      return new Proxy(stubbed, {
        get(calls, name: string) {
          if (name in calls) return calls[name];
          return () => {
            throw new Error(`fake API: ${service}.${name} was not stubbed`);
          };
        },
      });
    },
  });
}

/** A vi.fn resolving each call to the next of `results` (the last one repeats). */
export function answers<R>(...results: R[]) {
  let i = 0;
  return vi.fn(async (..._args: unknown[]) => results[Math.min(i++, results.length - 1)] as R);
}
