import type { ErrorBody } from '@app/contract';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: ErrorBody['errors'];
  readonly fields: string[] | undefined;

  constructor(status: number, body: Partial<ErrorBody>) {
    super(body.message ?? '');
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'unknown';
    this.errors = body.errors;
    this.fields = body.fields;
  }
}

/** Our server always answers errors as `ErrorBody`; anything else (a proxy's HTML page, no body) carries no details. */
function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null) return false;
  const { code, message } = payload as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

export function apiErrorFrom(status: number, payload: unknown): ApiError {
  return new ApiError(status, isErrorBody(payload) ? payload : {});
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
