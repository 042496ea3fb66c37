import type { ApiErrorBody } from '../../../src/api/schemas';

/** What a handler answers; the server adds CORS, logging and fault injection around it. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/**
 * A failure the real services would answer with: status plus `ApiErrorBody`. Handlers throw it
 * from anywhere; the server turns it into the response, so no handler builds error bodies.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message };
  }
}

export function json(status: number, data: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(data),
  };
}

export const ok = (data: unknown) => json(200, data);
export const created = (data: unknown, headers?: Record<string, string>) => json(201, data, headers);
export const noContent = (): Reply => ({ status: 204 });

export function errorReply(error: ApiError): Reply {
  return json(error.status, error.toBody());
}

export const notFound = (what: string) => new ApiError(404, 'NotFound', `${what} not found`);
export const validationFailed = (field: string, problem: string) => new ApiError(400, 'ValidationFailed', `${field}: ${problem}`);
