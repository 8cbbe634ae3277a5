import type { ErrorBody } from '@app/contract';

/** A 422 answer: the contract's error body with localized messages for each named field. */
export type ValidationErrorBody<Field extends string = string> = Omit<ErrorBody, 'errors' | 'fields'> & {
  errors: Record<Field, string[]>;
  fields: string[];
};
