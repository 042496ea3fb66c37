/**
 * The browsers Racelens supports (README "Supported browsers", ARCHITECTURE.md §support) as build
 * targets, shared by every build mode: WebKit from Safari/iOS 16.4, Blink and Gecko of roughly the
 * last two years (Chrome/Edge 125 is also what Samsung Internet 27 runs on; Firefox 128 is an ESR).
 * The target only lowers syntax; APIs are not polyfilled, so tests/unit/browser-support.test.ts
 * scans the built files for ones these browsers lack.
 */
import type { Plugin } from 'vite';

export const buildTarget = ['es2022', 'chrome125', 'edge125', 'firefox128', 'safari16.4', 'ios16.4'];

/**
 * `Promise.withResolvers()` (Safari 17.4) in dependencies (keycloak-js uses it) rewritten as
 * the plain promise it stands for, in that module only: a global polyfill would change the
 * organizer's page.
 */
export function withoutNewerApis(): Plugin {
  const call = /\bPromise\.withResolvers\(\)/g;
  const replacement =
    '(() => { let resolve, reject; const promise = new Promise((a, b) => { resolve = a; reject = b; }); return { promise, resolve, reject }; })()';
  return {
    name: 'racelens-without-newer-apis',
    transform: {
      // Dependencies only: our own code simply does not use it (the test says so if it does).
      filter: { id: /node_modules/, code: 'Promise.withResolvers' },
      handler(code) {
        return { code: code.replace(call, replacement), map: null };
      },
    },
  };
}
