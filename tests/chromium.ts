/**
 * Debian's Chromium, the one browser every test drives (never a downloaded one), and the flags
 * it runs headless with here (ARCHITECTURE.md §toolchain).
 */
import { existsSync } from 'node:fs';

/** The full browser: Lighthouse, the benchmarks and the three-engine run measure paint and speed in it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The functional tests' browser (the browser tests, the stories, the package's apps): Debian's
 * headless shell of the same Chromium, the same Blink and V8 without the browser's own layers,
 * which costs about 40 % less CPU per test (ARCHITECTURE.md §test-suite). Where the package
 * `chromium-headless-shell` is missing, the full browser does the same work, slower.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
