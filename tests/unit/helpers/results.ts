import type { ApiError, Result } from '../../../src/api/http';

export const ok = <T>(data: T, status = 200): Result<T> => ({ ok: true, data, status });
export const fail = (status: number, code = 'HttpError', extra: Partial<ApiError> = {}): Result<never> => ({
  ok: false,
  error: { status, code, ...extra },
});
