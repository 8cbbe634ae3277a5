import { AppError } from './app-error.ts';

/** Text Postgres cannot store: a NUL character, or half of a surrogate pair (broken UTF-16). */
export const isUnstorableText = (value: string) => value.includes('\u0000') || !value.isWellFormed();

/** The first place in a request value that holds unstorable text. */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isUnstorableText(value) ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableText(key)) return [...path, 'key'].join('.');
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses a request value with unstorable text as a validation error on that field. */
export function assertStorableText(...values: unknown[]): void {
  for (const value of values) {
    const field = findUnstorableText(value);
    if (field !== null) throw new AppError('validation', { fieldErrors: { [field]: ['validation'] } });
  }
}
