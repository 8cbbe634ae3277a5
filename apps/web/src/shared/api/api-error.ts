import { errorBodySchema, type ErrorBody } from '@app/contract';

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

export function apiErrorFrom(status: number, payload: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(payload);
  return new ApiError(status, parsed.success ? parsed.data : {});
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
