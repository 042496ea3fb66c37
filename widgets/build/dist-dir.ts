/**
 * Where the build goes: `dist/` by default, or `$RACELENS_DIST` so several people (or parallel
 * checks) can build and test on one machine without overwriting each other's output.
 */
import { resolve } from 'node:path';

export const distDir = (...parts: string[]): string => resolve(process.env.RACELENS_DIST || resolve(import.meta.dirname, '../../dist'), ...parts);
