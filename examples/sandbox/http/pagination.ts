import { validationFailed } from './reply';

export interface Page {
  offset: number;
  count: number;
}

/** CONTRACT.md: `offset` (default 0) and `count` (default 20, at most 100; more is clamped). */
export function pageOf(query: URLSearchParams, defaultCount = 20, maxCount = 100): Page {
  return {
    offset: nonNegativeInt(query, 'offset', 0),
    count: Math.min(nonNegativeInt(query, 'count', defaultCount), maxCount),
  };
}

function nonNegativeInt(query: URLSearchParams, key: string, fallback: number): number {
  const raw = query.get(key);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw validationFailed(key, 'must be a non-negative integer');
  return value;
}

/** The `{ items, total }` of a list answer. */
export function paginate<T>(all: readonly T[], page: Page): { items: T[]; total: number } {
  return { items: all.slice(page.offset, page.offset + page.count), total: all.length };
}
