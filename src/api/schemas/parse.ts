/**
 * The request core's parse step (../http.ts): a success body against its endpoint's schema, an
 * error body against the platform's error shape. With zod and the schemas, it is loaded beside a
 * call's request, never at start, so no widget's first load carries a parser
 * (ARCHITECTURE.md §budgets).
 */
import * as z from 'zod/mini';
import type { ApiError } from '../result';
import { ApiErrorBody } from './shared';

export type Parsed<T> = { ok: true; data: T } | { ok: false; issues: string };

export function parseBody<T>(schema: z.core.$ZodType<T>, data: unknown): Parsed<T> {
  const parsed = z.safeParse(schema, data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: readableIssues(parsed.error.issues) };
}

/** The code and message of a failure's body, when it has the platform's error shape. */
export function errorOf(body: unknown): Pick<ApiError, 'code' | 'message'> | undefined {
  const parsed = z.safeParse(ApiErrorBody, body);
  return parsed.success ? { code: parsed.data.code, message: parsed.data.message } : undefined;
}

/** One line per mismatch: where in the body, and what was wrong (zod's prettifyError, lighter). */
const readableIssues = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string =>
  issues.map((issue) => `${issue.message}${issue.path.length ? ` at ${issue.path.map(String).join('.')}` : ''}`).join('\n');
