import type { ErrorCode } from '@app/contract';
import type { MessageKey } from '../i18n/messages.ts';

/** A field's message: a key, or a key with the values it shows (e.g. a size). */
export type FieldMessage = MessageKey | { key: MessageKey; params: Record<string, string | number> };

type AppErrorOptions = {
  messageKey?: MessageKey;
  params?: Record<string, string | number>;
  /** 402: descriptions listed under the title. */
  descriptions?: MessageKey[];
  /** 422: rule-level problems per field, already localized by the caller or as message keys. */
  fieldErrors?: Record<string, FieldMessage[]>;
  /** 422 from a schema checked in the handler (multipart forms): localized per issue by the error handler. */
  issues?: { path: string; issue: Record<string, unknown> & { code: string } }[];
};

const statusByCode: Record<ErrorCode, number> = {
  validation: 422,
  'wrong-data': 401,
  'fail-message': 400,
  'too-many-attempts': 429,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'plan-limit': 402,
  conflict: 409,
  'server-error': 500,
};

/** The one error type of the application: a code, an HTTP status and what the user should read. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly descriptions: MessageKey[];
  readonly fieldErrors: Record<string, FieldMessage[]>;
  readonly issues: { path: string; issue: Record<string, unknown> & { code: string } }[];

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code);
    this.code = code;
    this.status = statusByCode[code];
    this.messageKey = options.messageKey ?? (code as MessageKey);
    this.params = options.params ?? {};
    this.descriptions = options.descriptions ?? [];
    this.fieldErrors = options.fieldErrors ?? {};
    this.issues = options.issues ?? [];
  }
}

export const notFound = () => new AppError('not-found');
export const forbidden = (messageKey: MessageKey = 'forbidden') => new AppError('forbidden', { messageKey });
export const unauthenticated = () => new AppError('unauthenticated');

/** A zod failure of a form parsed in the handler, answered like any validation error. */
export function invalidForm(issues: readonly { path: readonly PropertyKey[]; code: string }[]) {
  return new AppError('validation', {
    issues: issues.map((issue) => ({
      path: issue.path.map(String).join('.') || 'form',
      issue: issue as unknown as Record<string, unknown> & { code: string },
    })),
  });
}
