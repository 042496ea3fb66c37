/**
 * What a chunk is made of, by the source maps the CDN build sets aside (widgets/build/vite/maps-aside.ts):
 * each byte of the minified chunk is counted to the source module its mapping names, and the
 * chunk's gzip size shared out in proportion. Proportional is an estimate (gzip packs repeated
 * text better), good enough to say where the weight is (ARCHITECTURE.md §budgets).
 */
import { existsSync, readFileSync } from 'node:fs';

interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one mapping segment (base64 VLQ, as the source map format writes them). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Bytes of the generated code per source (null: code no source claims, the bundler's own). */
export function bytesBySource(code: string, map: SourceMap): Map<string | null, number> {
  const bytes = new Map<string | null, number>();
  const add = (source: string | null, n: number) => n > 0 && bytes.set(source, (bytes.get(source) ?? 0) + n);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, row) => {
    const text = lines[row] ?? '';
    let column = 0;
    let at = 0;
    let current: string | null = null;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [dColumn = 0, dSource] = decodeSegment(segment);
      const next = column + dColumn;
      add(current, next - at);
      at = next;
      column = next;
      if (dSource !== undefined) {
        sourceIndex += dSource;
        current = map.sources[sourceIndex] ?? null;
      } else current = null;
    }
    add(current, text.length - at + 1);
  });
  return bytes;
}

/** A source's name for the table: the package of a dependency, else its path from the repository. */
export const moduleName = (source: string | null): string => {
  if (source === null) return '(bundler)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  return source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
};

/**
 * The chunk's gzip size shared out by module, largest first; empty when its map was not set
 * aside (a build from before the maps).
 */
export function breakdown(chunkFile: string, mapFile: string, gzipKb: number): Array<{ name: string; kb: number }> {
  if (!existsSync(mapFile)) return [];
  const code = readFileSync(chunkFile, 'utf8');
  const bytes = bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap);
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);
  const byName = new Map<string, number>();
  for (const [source, n] of bytes) byName.set(moduleName(source), (byName.get(moduleName(source)) ?? 0) + n);
  return [...byName].map(([name, n]) => ({ name, kb: (gzipKb * n) / total })).sort((a, b) => b.kb - a.kb);
}
