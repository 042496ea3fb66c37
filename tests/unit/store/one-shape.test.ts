/**
 * One shape for every load and write (docs/ARCHITECTURE.md §loading): "the newest call wins" is
 * query()'s and mutation()'s (src/store/base/), and a component's busy or failed write is a
 * mutation's state, never counted or flagged by hand beside it; a store's loading and failed state is
 * derived from its query's or mutation's, which alone hold the request's signal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../fixtures/source-scan';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.includes('.generated.') ? [join(dir, e.name)] : [],
  );

const sources = [...files(join(repoRoot, 'src')), ...files(join(repoRoot, 'widgets'))]
  .map((file) => relative(repoRoot, file))
  .filter((file) => !file.startsWith('src/store/base/') && !file.startsWith('widgets/build/'));

/** Each line of the sources that matches, as `file:line: text`. */
const found = (pattern: RegExp, allowed: Record<string, string> = {}) =>
  sources.flatMap((file) =>
    readFileSync(join(repoRoot, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) && !(file in allowed) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

describe('one shape for every load and write', () => {
  it('no module takes a ticket of its own to let the newest call win (`const mine = ++latest`): query() and mutation() do', () => {
    expect(found(/=\s*\+\+[\w.]+/)).toEqual([]);
  });

  it("no component keeps a write's busy or failed state by hand: useMutation() or mutation() holds it", () => {
    // State of the same names that no request is behind.
    const noRequest = {
      'src/parts/orders/CsvDownload.tsx': 'the spreadsheet is made on the device, at once',
      'widgets/order-status/Declined.tsx': '`changing` is whether the method picker shows',
      'widgets/photo-search/face/CameraDialog.tsx': "the camera's capture",
    };
    expect(found(/const \[(busy|changing|failed|\w+Failed|sending|saving|pending|working),/, noRequest)).toEqual([]);
  });

  /** The store's modules, where every load and write has a query() or mutation() behind it. */
  const inStore = (pattern: RegExp, allowed: Record<string, string> = {}) => found(pattern, allowed).filter((line) => line.startsWith('src/store/'));

  it("no store aborts a request with an AbortController of its own: a query's or mutation's signal is the one given up", () => {
    expect(inStore(/new AbortController\b/)).toEqual([]);
  });

  it("no store keeps a load's or write's loading or failed state by hand: it is derived from the query's or mutation's state", () => {
    const notARequest = {
      'src/store/search.ts': "the search's failure shown is also one found before any call (face-search.ts's fail); its loading is the mutation's",
    };
    expect(inStore(/const (loading|failure|failed|busy)\b\s*=\s*signal\b/)).toEqual([]);
    expect(inStore(/const error\b\s*=\s*signal\b/, notARequest)).toEqual([]);
    expect(inStore(/\b(loading|failure|failed|busy)\.value\s*=[^=]/)).toEqual([]);
    expect(inStore(/\berror\.value\s*=[^=]/, notARequest)).toEqual([]);
  });

  it("no store copies a load's answer into signals of its own: what a query answered is read from its state", () => {
    const writesOutcome = {
      'src/store/search.ts': 'emailSent and verification are what two writes of the search (the mail sent, the link checked) answered',
      'src/store/cart.ts': "the cart held is what its reads (a query) and its writes (a mutation) answered last, as a mutation sets a query's data",
    };
    expect(inStore(/\.value\s*=\s*\w+\.data\b/, writesOutcome)).toEqual([]);
    // The found photos are a query's (the search's photo lists), shown through a slot.
    expect(found(/\b(photos|total|processing)\.value\s*=[^=]/).filter((line) => line.startsWith('src/store/search.ts'))).toEqual([]);
  });

  it('no store shares a call under way by hand (`running ??= (async () => …)()`): singleFlight() or remember() does', () => {
    expect(inStore(/\?\?=\s*\(?\s*(async\b|new Promise\b)/)).toEqual([]);
  });

  it("no component keeps a loading flag beside the query it reads: the query's status says it", () => {
    const notTheQuerys = {
      'widgets/shop-shell/ShopShell.tsx': "the route's widgets being defined, no request",
    };
    expect(found(/const \[(loading|\w+Loading),/, notTheQuerys)).toEqual([]);
  });
});
