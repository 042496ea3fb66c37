/**
 * What the builds share: the repository root, the package version, the CDN build's output and
 * the aliases that compile the React-API components against preact/compat.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { distDir } from '../dist-dir.ts';
import type { WidgetEntry } from '../registry-entry.ts';

export const root = resolve(import.meta.dirname, '../../..');
export const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
export const cdnDir = distDir('cdn');
/** The demo elements' own CDN tree, served beside the SDK's at `/demo/` (examples only). */
export const demoCdnDir = distDir('cdn-demo', 'demo');
export type Registry = Record<string, WidgetEntry>;

export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * Files a chunk imports by URL (the face detector's weights, docs/ARCHITECTURE.md §face-check):
 * hashed, so they are served immutable beside the chunks, and found from the chunk that asks for
 * them (`new URL(…, import.meta.url)`), wherever the build is served and whatever bundles it.
 */
export const assetFileNames = 'assets/[name]-[hash][extname]';
export function assetUrlFromChunk(fileName: string, { hostId, hostType }: { hostId: string; hostType: 'js' | 'css' | 'html' }) {
  if (hostType !== 'js') return { relative: true };
  const path = relative(dirname(hostId), fileName);
  return { runtime: `new URL(${JSON.stringify(path.startsWith('.') ? path : `./${path}`)}, import.meta.url).href` };
}
