/**
 * Nothing shipped needs a newer browser than the ones Racelens supports (README "Supported
 * browsers": Safari/iOS 16.4, Chrome/Edge 125, Firefox 128; widgets/build/browsers.ts). The build
 * target lowers syntax but never adds APIs, so every built JavaScript file is checked twice:
 * - syntax: it must parse as ES2023, which Safari 16.4 runs in full. Newer syntax fails to parse:
 *   the regex `v` flag (Safari 17), duplicate named groups (Safari 17), regex modifiers
 *   (`(?i:…)`, no Safari), import attributes (`with { type: 'json' }`, Safari 17.2), `using`.
 * - APIs: the names below, each with the first Safari that has it. Newer APIs that are fine are
 *   left out on purpose: findLast (Safari 15.4), toSorted/toReversed/with (16.0), Array.fromAsync
 *   and String isWellFormed (16.4), structuredClone, Object.hasOwn and .at() (15.4).
 * It reads dist/ as `npm run build` leaves it (npm test builds before the unit tests).
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
/** What is shipped: the CDN build (loader and chunks), the React build and the shop. */
const shipped = ['dist/cdn', 'dist/react', 'dist/shop'].map((dir) => join(root, dir));

interface TooNew {
  api: string;
  /** The first versions that have it: Safari, Chrome, Firefox. */
  since: string;
  pattern: RegExp;
}

const tooNew: TooNew[] = [
  { api: 'Promise.withResolvers', since: 'Safari 17.4, Chrome 119, Firefox 121', pattern: /\bPromise\.withResolvers\b/ },
  { api: 'Object.groupBy / Map.groupBy', since: 'Safari 17.4, Chrome 117, Firefox 119', pattern: /\b(?:Object|Map)\.groupBy\b/ },
  {
    api: 'Set methods (union, intersection, difference, …)',
    since: 'Safari 17, Chrome 122, Firefox 127',
    pattern: /\.(?:union|intersection|difference|symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(/,
  },
  { api: 'ArrayBuffer transfer', since: 'Safari 17.4, Chrome 114, Firefox 122', pattern: /\.transfer(?:ToFixedLength)?\(/ },
  { api: 'Element.checkVisibility', since: 'Safari 17.4, Chrome 105, Firefox 106', pattern: /\.checkVisibility\(/ },
  { api: 'the Popover API', since: 'Safari 17, Chrome 114, Firefox 125', pattern: /\.(?:show|hide|toggle)Popover\(/ },
  {
    api: 'Iterator helpers',
    since: 'Safari 18.4, Chrome 122, Firefox 131',
    pattern: /\bIterator\.from\b|\.values\(\)\.(?:map|filter|take|drop|flatMap|toArray)\(/,
  },
  { api: 'Promise.try', since: 'Safari 18.2, Chrome 128, Firefox 134', pattern: /\bPromise\.try\b/ },
  { api: 'RegExp.escape', since: 'Safari 18.2, Chrome 136, Firefox 134', pattern: /\bRegExp\.escape\b/ },
  {
    api: 'Uint8Array base64/hex',
    since: 'Safari 18.2, Chrome 140, Firefox 133',
    pattern: /\bUint8Array\.from(?:Base64|Hex)\b|\.to(?:Base64|Hex)\(\)/,
  },
  { api: 'new RegExp(…, "v")', since: 'Safari 17, Chrome 112, Firefox 116', pattern: /\bRegExp\([^)]*,\s*[`'"][dgimsuy]*v/ },
];

/** What in this source needs a browser newer than the supported ones. */
function needsNewer(source: string, sourceType: 'module' | 'script'): string[] {
  const found: string[] = [];
  try {
    parse(source, { ecmaVersion: 2023, sourceType });
  } catch (error) {
    found.push(`syntax newer than ES2023: ${(error as Error).message}`);
  }
  for (const { api, since, pattern } of tooNew) if (pattern.test(source)) found.push(`${api} (${since})`);
  return found;
}

const jsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });

describe('the checks themselves', () => {
  it.each([
    ['const { promise } = Promise.withResolvers();', 'Promise.withResolvers'],
    ['const byEvent = Object.groupBy(lines, (l) => l.eventId);', 'Object.groupBy'],
    ['const all = mine.union(theirs);', 'Set methods'],
    ['const ok = /[\\p{L}--[a-z]]/v.test(name);', 'syntax newer than ES2023'],
    ['const m = /(?<y>\\d{4})-\\d\\d|\\d\\d-(?<y>\\d{4})/.exec(s);', 'syntax newer than ES2023'],
    ['import data from "./x.json" with { type: "json" };', 'syntax newer than ES2023'],
    ['{ using handle = open(); }', 'syntax newer than ES2023'],
    ['Promise.try(() => load());', 'Promise.try'],
    ['const list = new Set([1]).values().map((x) => x * 2);', 'Iterator helpers'],
  ])('%s is caught', (source, what) => {
    expect(needsNewer(source, 'module').join('\n')).toContain(what);
  });

  it('code for the supported browsers passes', () => {
    const source = 'const last = list.findLast((x) => x > 1); const sorted = list.toSorted(); class A { static #n = 1; static { A.#n++; } }';
    expect(needsNewer(source, 'module')).toEqual([]);
  });
});

describe('the built files', () => {
  it('need nothing newer than Safari 16.4, Chrome 125 and Firefox 128', () => {
    const missing = shipped.filter((dir) => !existsSync(dir));
    expect(missing, 'run `npm run build` first').toEqual([]);
    const files = shipped.flatMap(jsFiles);
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((file) => {
      // The loader is a classic script (an IIFE); everything else is an ES module.
      const sourceType = file.endsWith('loader.js') ? 'script' : 'module';
      return needsNewer(readFileSync(file, 'utf8'), sourceType).map((problem) => `${relative(root, file)}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});
